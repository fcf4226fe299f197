/**
 * Issue 36: a staff request whose id is not the row's shape (a submission, tour or held row's uuid, an outbox
 * message's positive integer) answers 400 or 404, never a 5xx. First the requests the issue tried by hand,
 * then an unguided run (fast-check) over every staff route that takes an id, as management and as a gym's
 * inbox, with ids that are not UUIDs: no answer is a 5xx, and no lead changes.
 */
import fc from "fast-check";
import { beforeEach, expect, it } from "vitest";
import { staffUrls } from "#contracts/staff-urls.ts";
import { submissionEvents, submissions } from "#server/db/schema.ts";
import { validBodies } from "#server/test/app.ts";
import { describeStaffArea, MANAGEMENT, type StaffSessionOfTest, WELLING } from "#server/test/staff.ts";

/** Ids a scanner or a typo sends: near-UUIDs, dashes, SQL, huge and odd numbers, encodings, nothing. */
const notUuid = fc.oneof(
  fc.constantFrom(
    "not-a-uuid",
    "------------------------------------",
    "00000000-0000-0000-0000-00000000000g",
    "00000000-0000-0000-0000-0000000000000",
    "00000000000000000000000000000000",
    "{00000000-0000-0000-0000-000000000000}",
    "1",
    "-1",
    "0",
    "1e3",
    "0x10",
    "99999999999999999999",
    "9223372036854775808",
    "%00",
    "%2e%2e",
    "'; DROP TABLE submissions; --",
    "%E2%80%8B",
  ),
  fc.uuid().map((id) => id.slice(0, -1)),
  fc.uuid().map((id) => `${id}0`),
  fc.uuid().map((id) => id.replaceAll("-", "")),
  fc.string({ minLength: 1, maxLength: 40 }).map((text) => encodeURIComponent(text)),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 80n }).map(String),
);

/** Every staff route that takes an id, with the fields its form posts. */
const routes = [
  { method: "GET", url: staffUrls.submission, fields: {} },
  { method: "GET", url: staffUrls.markContacted, fields: {} },
  { method: "POST", url: staffUrls.markContacted, fields: {} },
  { method: "POST", url: staffUrls.submissionStatus, fields: { status: "contacted", note: "x" } },
  { method: "POST", url: staffUrls.logContact, fields: { how: "call" } },
  { method: "POST", url: staffUrls.markTour, fields: { outcome: "attended" } },
  { method: "POST", url: (id: string) => `/staff/outbox/${id}/retry`, fields: {} },
  { method: "POST", url: () => staffUrls.held, fields: { intent: "release" }, idField: true },
  { method: "POST", url: () => staffUrls.held, fields: { intent: "spam" }, idField: true },
] as const;

describeStaffArea("staff requests with ids that are not UUIDs", (area) => {
  const { db, signIn, lead, post, get } = area;
  let management: StaffSessionOfTest;
  let leadId: string;

  beforeEach(async () => {
    leadId = await lead(validBodies.lead);
    management = await signIn(MANAGEMENT);
  });

  async function send(
    session: StaffSessionOfTest,
    route: (typeof routes)[number],
    id: string,
  ): Promise<{ status: number; what: string }> {
    const url = route.url(id);
    const what = `${route.method} ${url}${"idField" in route ? ` id=${id}` : ""}`;
    if (route.method === "GET") return { status: (await get(url, session)).statusCode, what };
    const fields = { csrf: session.csrf, ...route.fields, ...("idField" in route ? { id } : {}) };
    return { status: (await post(url, session, fields)).statusCode, what };
  }

  /** Each lead's status and first contact, and every event: what a staff request could change. */
  const leads = async () => ({
    leads: await db()
      .select({
        id: submissions.id,
        status: submissions.status,
        contacted: submissions.firstContactAt,
        held: submissions.held,
        spam: submissions.spam,
      })
      .from(submissions)
      .orderBy(submissions.id),
    events: await db().$count(submissionEvents),
  });

  it("answers the issue's requests with 404, not 500, and changes nothing", async () => {
    const before = await leads();
    for (const id of ["not-a-uuid", "------------------------------------", "12345678901234567890"]) {
      for (const route of routes) {
        const { status, what } = await send(management, route, id);
        expect([400, 404], what).toContain(status);
      }
    }
    expect(await leads()).toEqual(before);
    // The real id still works: the check refuses shapes, not rows.
    const { status } = await send(management, routes[3], leadId);
    expect(status).toBe(303);
  });

  it("never answers a 5xx to any id that is not a UUID, as management or as a gym's inbox", async () => {
    const welling = await signIn(WELLING);
    const before = await leads();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(management, welling),
        fc.constantFrom(...routes),
        notUuid,
        async (session, route, id) => {
          const { status, what } = await send(session, route, id);
          expect(status, what).toBeLessThan(500);
        },
      ),
      { numRuns: 120, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
    expect(await leads()).toEqual(before);
  }, 120_000);
});
