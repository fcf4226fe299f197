/** The staff CLI: CSV safety, the commands over a real database, and the command line itself. */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox, submissions } from "#server/db/schema.ts";
import { hashAddress } from "#server/submissions/client.ts";
import { storeSubmission } from "#server/submissions/store.ts";
import { createBackend, type TestBackend } from "#server/test/backends.ts";
import { shippedGyms, shippedPlaces } from "#tests/shipped.ts";
import { exportSubmissions, listSubmissions, retryMessage, showOutbox } from "./commands";
import { csvCell, csvRow } from "./csv";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

describe("csv", () => {
  it("quotes commas, quotes and newlines", () => {
    expect(csvRow(["a", "b,c", 'say "hi"', "two\nlines", null, 3])).toBe(
      'a,"b,c","say ""hi""","two\nlines",,3\r\n',
    );
  });
  it.each(['=HYPERLINK("http://evil")', "+1+1", "-2+3", "@SUM(A1)", "\tTAB", "\rCR"])(
    "neutralises the formula %j",
    (value) => {
      expect(csvCell(value).replace(/^"/, "")).toMatch(/^'/);
    },
  );
  it("leaves ordinary text and phone numbers alone", () => {
    expect(csvCell("Jane")).toBe("Jane");
    expect(csvCell("07700 900123")).toBe("07700 900123");
    expect(csvCell(new Date("2025-01-02T03:04:05Z"))).toBe("2025-01-02T03:04:05.000Z");
  });
});

describe("commands", () => {
  let backend: TestBackend;
  const client = {
    ipHash: hashAddress("192.0.2.1", "s"),
    referer: "https://novo.example/offers",
    userAgent: "UA",
  };
  const messages = {
    siteOrigin: "https://novo.example",
    smsEnabled: false,
    gyms: () => shippedGyms,
    places: () => shippedPlaces,
  };
  const capture = () => {
    const chunks: string[] = [];
    return { out: { write: (t: string) => void chunks.push(t) }, text: () => chunks.join("") };
  };

  beforeAll(async () => {
    backend = await createBackend("pglite");
  });
  afterAll(() => backend?.dispose());
  beforeEach(async () => {
    await backend.reset();
    const db = backend.database.db;
    await storeSubmission(
      db,
      {
        kind: "lead",
        payload: {
          gymName: "novowelling",
          firstName: "=cmd|' /C calc'!A0",
          lastName: "Doe, Jr",
          email: "a@example.com",
          phoneNum: "07700900123",
          source: "website",
        },
        email: "a@example.com",
        gym: "novowelling",
        spam: false,
        client,
      },
      messages,
    );
    await storeSubmission(
      db,
      {
        kind: "investor",
        payload: { firstName: "Ivan", lastName: "Stone", phoneNum: "07700900789", email: "i@example.com" },
        email: "i@example.com",
        gym: null,
        spam: false,
        client,
      },
      messages,
    );
    await db
      .update(submissions)
      .set({ createdAt: new Date("2025-01-01T10:00:00Z") })
      .where(eq(submissions.kind, "investor"));
  });

  it("lists recent submissions newest first", async () => {
    const { out, text } = capture();
    expect(await listSubmissions(backend.database.db, out)).toBe(2);
    const lines = text().split("\n");
    expect(lines[0]).toMatch(/^created \(UTC\)\s+kind/);
    expect(lines[2]).toContain("lead");
    expect(lines[3]).toContain("investor");
    expect(text()).toContain("2 submission(s)");
  });

  it("exports CSV, filtered by --since and --kind, safe for spreadsheets", async () => {
    const all = capture();
    expect(await exportSubmissions(backend.database.db, all.out)).toBe(2);
    const csv = all.text();
    expect(csv.split("\r\n")[0]).toBe(
      "id,createdAt,kind,spam,gymName,gym,firstName,lastName,email,phoneNum,phone,subject,message,discovery,interest,source,slot,referer,userAgent,ipHash," +
        // Where each came from (issue 38).
        "channel,campaign,landing_page,utm_source,utm_medium,utm_term,utm_content,referrer_host,gclid,gbraid,wbraid,fbclid",
    );
    expect(csv).toContain(`'=cmd|' /C calc'!A0`);
    expect(csv).toContain('"Doe, Jr"');
    expect(csv).not.toContain("192.0.2.1");

    const recent = capture();
    expect(await exportSubmissions(backend.database.db, recent.out, { since: new Date("2025-06-01") })).toBe(
      1,
    );
    expect(recent.text()).toContain(",lead,");
    const investors = capture();
    expect(await exportSubmissions(backend.database.db, investors.out, { kind: "investor" })).toBe(1);
    expect(investors.text()).toContain(",investor,");
    expect(investors.text()).not.toContain(",lead,");
  });

  it("shows pending and dead messages, and retry revives a dead one", async () => {
    const db = backend.database.db;
    const [first] = await db.select().from(outbox).orderBy(outbox.id).limit(1);
    await db
      .update(outbox)
      .set({
        status: "dead",
        attempts: 8,
        lastError: "550 no such user",
        nextAttemptAt: sql`now() + interval '1 day'`,
      })
      .where(eq(outbox.id, first?.id ?? 0));
    const { out, text } = capture();
    // The lead's four (with its reminder and escalation, issue 32) and the investor's two.
    expect(await showOutbox(db, out)).toBe(6);
    expect(text()).toContain("dead");
    expect(text()).toContain("550 no such user");

    expect(await retryMessage(db, first?.id ?? 0)).toBe("retried");
    const [revived] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.id, first?.id ?? 0));
    expect(revived?.status).toBe("pending");
    expect(revived!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await retryMessage(db, 999_999)).toBe("not-found");
    await db
      .update(outbox)
      .set({ status: "sent" })
      .where(eq(outbox.id, first?.id ?? 0));
    expect(await retryMessage(db, first?.id ?? 0)).toBe("not-retryable");
  });
});

describe("the command line", () => {
  // The commands themselves are tested in-process above; this runs the real command line (a child process).
  // live.test.ts runs it beside a running server.
  it("rejects bad arguments before touching the database", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "novo-cli-"));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" };
    const cli = ["--import", "tsx", path.join(root, "server/cli/leads.ts")];
    const bad = await run(process.execPath, [...cli, "export", "--kind", "spam"], { cwd: root, env }).catch(
      (e) => e,
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--kind must be one of");
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
  }, 120_000);
});
