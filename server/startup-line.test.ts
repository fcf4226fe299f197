import { describe, expect, it } from "vitest";
import type { StaffAccess } from "./staff/first-access";
import { startupLine } from "./startup-line";

/** The owner and a colleague have access; STAFF_EMAILS is not set (a running install). */
const kept: StaffAccess = { members: 2, configured: 0, seeded: 0 };

describe("the line npm start ends with", () => {
  it("says where the site, data and mail are, in plain words", () => {
    expect(startupLine({ dataDir: "/srv/novo/data" }, { host: "127.0.0.1", port: 3000 }, kept)).toBe(
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
      },
      { host: "0.0.0.0", port: 8080 },
      kept,
    );
    expect(line).toBe(
      "Novo is running at http://localhost:8080/; data in PostgreSQL at db:5432/novo (spool in /data/spool); " +
        "mail via smtp.example.com:465. Stop with Ctrl+C.",
    );
    expect(line).not.toMatch(/s3cret|hunter2|user/);
  });

  it("says plainly that no one can sign in to the staff area with no staff records and no STAFF_EMAILS", () => {
    const empty: StaffAccess = { members: 0, configured: 0, seeded: 0 };
    expect(startupLine({ dataDir: "/data" }, { host: "127.0.0.1", port: 3000 }, empty)).toBe(
      "Novo is running at http://127.0.0.1:3000/; data in /data; mail written as .eml files to /data/outbox; " +
        "staff sign-in: no one has access and no STAFF_EMAILS set, so no one can sign in (docs/staff.md). Stop with Ctrl+C.",
    );
  });

  it("says STAFF_EMAILS gave first access once, and is ignored afterwards", () => {
    const at = { host: "127.0.0.1", port: 3000 };
    expect(startupLine({ dataDir: "/data" }, at, { members: 1, configured: 1, seeded: 1 })).toContain(
      "; staff sign-in: STAFF_EMAILS gave 1 person first access; from now on management invites and removes staff at /staff/people, and STAFF_EMAILS is ignored.",
    );
    expect(startupLine({ dataDir: "/data" }, at, { members: 3, configured: 1, seeded: 0 })).toContain(
      "; staff sign-in: 3 people with access kept at /staff/people; STAFF_EMAILS is ignored (it only gives first access to an empty staff table).",
    );
  });
});
