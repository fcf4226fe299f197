/**
 * What an outside scanner tried against the staff area (issue 21): impossible dates, huge page numbers, NUL
 * bytes in a search or a note. Each is refused with a 400 naming the field, and neither the answer nor any
 * log line carries SQL, a parameter or what was searched for.
 */
import { sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { submissionEvents } from "#server/db/schema.ts";
import { validBodies } from "#server/test/app.ts";
import { capturedLog } from "#server/test/captured-log.ts";
import { describeStaffArea, MANAGEMENT, type StaffSessionOfTest } from "#server/test/staff.ts";

const SEARCHED = "Zebedee";

const log = capturedLog();

describeStaffArea(
  "the staff area against bad input",
  (area) => {
    const { db, signIn, lead, post, get } = area;
    /** The inbox reads its filter from the URL (issue 46); the export posts it with the CSRF token. */
    const ask = (url: string, fields: Record<string, string>) =>
      url === "/staff"
        ? get(`/staff?${new URLSearchParams(fields)}`, session)
        : post(url, session, { csrf: session.csrf, ...fields });
    let session: StaffSessionOfTest;
    let leadId: string;

    beforeEach(async () => {
      leadId = await lead({ ...validBodies.lead, firstName: SEARCHED });
      session = await signIn(MANAGEMENT);
    });

    /** Nothing of a query, its parameters or the values posted, in the answer or the log. */
    function expectNothingLeaked(body: string, ...values: string[]) {
      for (const text of [body, log.text()]) {
        expect(text).not.toMatch(/\bselect\b|\bwhere\b|params:|Failed query/i);
        for (const value of values) expect(text).not.toContain(value);
      }
    }

    it.each([
      ["from", { from: "2024-02-31" }],
      ["to", { to: "2024-13-01" }],
      ["page", { page: "99999999999999999999" }],
      ["page", { page: "-1" }],
      ["q", { q: `${SEARCHED}\u0000` }],
      ["q", { q: `${SEARCHED}\u0007bell` }],
      ["kind", { kind: "'; DROP TABLE submissions; --" }],
    ])("refuses a filter with a bad %s (400 naming it)", async (field, fields) => {
      for (const url of ["/staff", "/staff/export"]) {
        const response = await ask(url, fields);
        expect(response.statusCode, url).toBe(400);
        expect(response.body, url).toContain(`${field}:`);
        expectNothingLeaked(response.body, SEARCHED, "DROP TABLE");
      }
    });

    it("takes a real date, a leap day and a page within bounds", async () => {
      const response = await ask("/staff", {
        from: "2024-02-29",
        to: "2999-12-31",
        page: "1",
        q: SEARCHED,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(validBodies.lead.email);
    });

    it("refuses a status note with a NUL byte, and changes nothing", async () => {
      const note = `${SEARCHED} called\u0000`;
      const response = await post(`/staff/submissions/${leadId}/status`, session, {
        csrf: session.csrf,
        status: "contacted",
        note,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("note:");
      expectNothingLeaked(response.body, SEARCHED);
      expect(await db().select().from(submissionEvents)).toHaveLength(0);
      // A note over several lines is fine.
      const lines = await post(`/staff/submissions/${leadId}/status`, session, {
        csrf: session.csrf,
        status: "contacted",
        note: "Called.\r\nTour on Friday.",
      });
      expect(lines.statusCode).toBe(303);
    });

    it("answers a failure it did not foresee with a plain 500 page, and logs it scrubbed", async () => {
      // The database gone from under the list: the query fails.
      await db().execute(sql`ALTER TABLE submissions RENAME TO submissions_away`);
      try {
        const response = await ask("/staff", { q: SEARCHED });
        expect(response.statusCode).toBe(500);
        expect(response.body).toContain("Sorry, something went wrong.");
        expectNothingLeaked(response.body, SEARCHED, validBodies.lead.email);
        expect(log.text()).toContain("page: a loader or action failed");
      } finally {
        await db().execute(sql`ALTER TABLE submissions_away RENAME TO submissions`);
      }
    });
  },
  { app: { logger: log.logger }, backends: ["pglite"] },
);
