/**
 * The streamed CSV export (issue 46) gives the same file as the one built whole before it: the same columns,
 * the same rows in the same order, formula cells neutralised, whatever the batch size, with rows that share
 * an instant to the microsecond across a batch's edge.
 */
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvRow, sourceCsvCells, sourceCsvHeader } from "#server/cli/csv.ts";
import type { Db } from "#server/db/client.ts";
import { submissions } from "#server/db/schema.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { MANAGEMENT } from "./auth";
import { exportCsv } from "./export-csv";
import { nameOf } from "./queries";

/** The export as it was built before issue 46: every row read, then one string. The oracle. */
async function wholeCsv(db: Db): Promise<string> {
  const rows = await db.select().from(submissions).orderBy(desc(submissions.createdAt), desc(submissions.id));
  const header = ["id", "received", "kind", "gym", "status", "name", "email", "phone", "spam", "held"];
  const contact = [
    "first_contact_at",
    "first_contact_by",
    "first_contact_how",
    "first_contact_staffed_seconds",
    "first_contact_clock_seconds",
  ];
  const lines = [csvRow([...header, "fields", "referer", ...contact, ...sourceCsvHeader])];
  for (const r of rows) {
    const p = r.payload as Record<string, unknown>;
    const cells = [
      r.id,
      r.createdAt,
      r.kind,
      r.gym,
      r.status,
      nameOf(p),
      r.email,
      p.phoneNum ?? p.phone ?? "",
    ];
    const contactCells = [
      r.firstContactAt?.toISOString() ?? "",
      r.firstContactBy ?? "",
      r.firstContactHow ?? "",
      r.firstContactStaffedSeconds ?? "",
      r.firstContactClockSeconds ?? "",
    ];
    lines.push(
      csvRow([...cells, r.spam, r.held, JSON.stringify(p), r.referer, ...contactCells, ...sourceCsvCells(r)]),
    );
  }
  return lines.join("");
}

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe.each(backendNames)("on %s", (name) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createBackend(name);
  });
  afterAll(() => backend?.dispose());

  it("streams the same file as the whole export, in batches of any size", async () => {
    const db = backend.database.db;
    const payloads = [
      { firstName: "=HYPERLINK(1)", lastName: "Doe", phoneNum: "+447700900123" },
      { firstName: 'Ann, "Annie"', lastName: "O'Neil\nSmith", phone: "@SUM(A1)" },
      { firstName: "Bo", lastName: "-2+3" },
      { firstName: "Cy", lastName: "Lee", phoneNum: "07700900999" },
      { firstName: "Di", lastName: "Tab\tCell" },
      // What the batch's JSON carries must come back as the driver gives it: non-ASCII, control characters,
      // numbers and nested values in the payload.
      {
        firstName: "Zoë 🏋️",
        lastName: "Ctrl\u0001\\",
        goals: ["5k", 2.5, 10, true, null],
        extra: { a: { b: "" } },
      },
    ];
    for (const [i, payload] of payloads.entries())
      await db.insert(submissions).values({
        kind: i % 2 ? "enquiry" : "lead",
        payload: { ...payload, email: `p${i}@example.com` },
        email: `p${i}@example.com`,
        gym: "novowelling",
        ipHash: "h",
        referer: i === 1 ? "=cmd|'/c calc'!A1" : "https://novo.example/offers",
        channel: i === 2 ? "paid-social" : null,
        utmCampaign: i === 2 ? "+campaign" : null,
        firstContactAt: i === 3 ? new Date("2026-04-01T10:00:00Z") : null,
        firstContactBy: i === 3 ? "welling@example.com" : null,
        firstContactHow: i === 3 ? "call" : null,
        firstContactStaffedSeconds: i === 3 ? 120 : null,
        firstContactClockSeconds: i === 3 ? 600 : null,
      });
    // Three rows at one instant, to the microsecond: the keyset must neither skip nor repeat them.
    await db.execute(
      sql`update ${submissions} set created_at = '2026-04-01 10:00:00.123456+00' where email in ('p1@example.com', 'p2@example.com', 'p3@example.com')`,
    );
    await db.update(submissions).set({ spam: true }).where(eq(submissions.email, "p4@example.com"));
    const whole = await wholeCsv(db);
    expect(whole.split("\r\n").length).toBeGreaterThan(6);
    expect(whole).toContain("'=HYPERLINK(1) Doe");
    for (const batch of [1, 2, 3, 1000])
      expect(
        await text(exportCsv(db, MANAGEMENT, { page: 1, spam: true }, [], batch)),
        `batch ${batch}`,
      ).toBe(whole);
    // Without spam: the same file less that row.
    const noSpam = await text(exportCsv(db, MANAGEMENT, { page: 1, spam: false }, [], 2));
    expect(noSpam.split("\r\n").length).toBe(whole.split("\r\n").length - 1);
    expect(noSpam).not.toContain("p4@example.com");
  });

  it("gives the header alone when nothing matches", async () => {
    const none = await text(
      exportCsv(backend.database.db, MANAGEMENT, { page: 1, spam: true, q: "nobody-matches-this" }, []),
    );
    expect(none.split("\r\n")).toEqual([none.split("\r\n")[0], ""]);
    expect(none).toMatch(/^id,received,kind,/);
  });
});
