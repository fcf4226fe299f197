import { describe, expect, it } from "vitest";
import { startupLine } from "./startup-line";

const STAFF_EMAILS = "owner@example.com=management";

describe("the line npm start ends with", () => {
  it("says where the site, data and mail are, in plain words", () => {
    expect(startupLine({ dataDir: "/srv/novo/data", STAFF_EMAILS }, { host: "127.0.0.1", port: 3000 })).toBe(
      "Novo is running at http://127.0.0.1:3000/; data in /srv/novo/data; mail written as .eml files to " +
        "/srv/novo/data/outbox. Stop with Ctrl+C.",
    );
  });

  it("never shows a password from DATABASE_URL or SMTP_URL", () => {
    const line = startupLine(
      {
        dataDir: "/data",
        DATABASE_URL: "postgres://novo:s3cret@db:5432/novo",
        SMTP_URL: "smtps://user:hunter2@smtp.example.com:465",
        STAFF_EMAILS,
      },
      { host: "0.0.0.0", port: 8080 },
    );
    expect(line).toBe(
      "Novo is running at http://localhost:8080/; data in PostgreSQL at db:5432/novo (spool in /data/spool); " +
        "mail via smtp.example.com:465. Stop with Ctrl+C.",
    );
    expect(line).not.toMatch(/s3cret|hunter2|user/);
  });

  it("says plainly that no one can sign in to the staff area without STAFF_EMAILS", () => {
    expect(startupLine({ dataDir: "/data" }, { host: "127.0.0.1", port: 3000 })).toBe(
      "Novo is running at http://127.0.0.1:3000/; data in /data; mail written as .eml files to /data/outbox; " +
        "staff sign-in: no STAFF_EMAILS set, so no one can sign in (docs/staff.md). Stop with Ctrl+C.",
    );
  });
});
