/**
 * Places are content (issue 37 parts 1, 2 and 5), through the real server over the production build: a fourth
 * place saved by management is in the lead contract, the tour and role checks at once; every bad place is
 * refused at the save with a 400 naming the entry and the field (a place's inbox too), and leaves the
 * content and staff tables as they were.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { contentChanges, contentFiles, staffMembers } from "#server/db/schema.ts";
import { apiHeaders, validBodies } from "#server/test/app.ts";
import { backendNames, type TestBackend } from "#server/test/backends.ts";
import { putBackContent } from "#server/test/content.ts";
import { NEW_GYM_FILE, newGymEntry, withFields } from "#server/test/places.ts";
import { closeEditorApp, MANAGEMENT, openEditorApp, staffSteps, WELLING } from "#server/test/staff.ts";

const WELLING_FILE = "gyms/welling.yaml";

describe.each(backendNames)("places as content (%s)", (backendName) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let contentDir: string;
  let welling = "";
  let tours = "";

  beforeAll(async () => {
    ({ backend, app, contentDir } = await openEditorApp(backendName));
    welling = readFileSync(path.join(contentDir, WELLING_FILE), "utf8");
    tours = readFileSync(path.join(contentDir, "tours.yaml"), "utf8");
  }, 300_000);
  afterAll(() => closeEditorApp({ app, backend, contentDir }));
  beforeEach(async () => {
    await backend.reset();
    await putBackContent(app, backend.database.db, {
      [WELLING_FILE]: welling,
      "tours.yaml": tours,
      [NEW_GYM_FILE]: null,
    });
    await backend.database.db.execute(sql`TRUNCATE staff_sessions, staff_sign_in_tokens, content_changes`);
  });

  const db = () => backend.database.db;
  const { signIn, save, lead } = staffSteps(() => app, db);

  /** A fourth gym: Welling's entry as Lewisham's, in draft unless told. */
  const lewisham = (fields: Record<string, string | null> = {}) =>
    newGymEntry({ status: "draft", ...fields }, welling);

  /** Everything a refused save must leave as it was. */
  const tables = async () => ({
    files: await db()
      .select({ path: contentFiles.path, sha: contentFiles.sha, deleted: contentFiles.deleted })
      .from(contentFiles)
      .orderBy(contentFiles.path),
    changes: (await db().select().from(contentChanges)).length,
    staff: await db().select().from(staffMembers).orderBy(staffMembers.email),
  });

  /** Saves as `who`, expecting a refusal with `status` whose text names `field`; nothing changes. */
  async function refused(
    session: { cookie: string },
    files: Record<string, string>,
    status: number,
    field: string,
    deletions: string[] = [],
  ) {
    const before = await tables();
    const answer = await save(session, files, deletions);
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.body).toContain(field);
    expect(await tables()).toEqual(before);
    return answer.body;
  }

  it("saves a fourth place; open, it is in the lead contract, the enquiry choice and the roles at once", async () => {
    const manager = await signIn(MANAGEMENT);
    const draft = await save(manager, { [NEW_GYM_FILE]: lewisham() });
    expect(draft.statusCode, draft.body).toBe(200);
    const leadTo = (gymName: string) =>
      app.inject({
        method: "POST",
        url: apiPaths.lead,
        headers: apiHeaders,
        payload: { ...validBodies.lead, gymName, email: `${gymName}@example.com` },
      });
    // A draft is listed nowhere and takes no lead.
    const toDraft = await leadTo("novolewisham");
    expect(toDraft.statusCode).toBe(400);
    expect(toDraft.json().problems).toEqual([{ field: "gymName", message: "Must be one of our gyms" }]);

    const open = await save(manager, { [NEW_GYM_FILE]: lewisham({ status: "open" }) });
    expect(open.statusCode, open.body).toBe(200);
    expect((await leadTo("novolewisham")).statusCode).toBe(201);
    const enquiry = await app.inject({
      method: "POST",
      url: apiPaths.enquiry,
      headers: apiHeaders,
      payload: { ...validBodies.enquiry, gym: "novolewisham" },
    });
    expect(enquiry.statusCode).toBe(201);
    // A name no place has is still refused with SPEC's message.
    const unknown = await leadTo("novonowhere");
    expect(unknown.json().problems).toEqual([{ field: "gymName", message: "Must be one of our gyms" }]);

    // Its inbox is a role management can give.
    const people = await app.inject({
      method: "GET",
      url: "/staff/people",
      headers: { cookie: `novo_staff=${manager.cookie}` },
    });
    expect(people.body).toMatch(/<option[^>]*value="novolewisham"[^>]*>Novo Lewisham<\/option>/);
  });

  it("closing a gym stops its leads and tours, and keeps its inbox's role", async () => {
    const manager = await signIn(MANAGEMENT);
    const closed = await save(manager, { [WELLING_FILE]: withFields(welling, { status: "closed" }) });
    expect(closed.statusCode, closed.body).toBe(200);
    const answer = await app.inject({
      method: "POST",
      url: apiPaths.lead,
      headers: apiHeaders,
      payload: { ...validBodies.lead, gymName: "novowelling" },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().problems).toEqual([{ field: "gymName", message: "Must be one of our gyms" }]);
    // Welling's inbox still signs in (its leads stay in the staff area).
    const inbox = await signIn(WELLING);
    const page = await app.inject({
      method: "GET",
      url: "/staff",
      headers: { cookie: `novo_staff=${inbox.cookie}` },
    });
    expect(page.statusCode).toBe(200);
    await lead({ ...validBodies.lead, gymName: "novogreenwich", email: "still@example.com" });
  });

  describe("refuses at the save, naming the field, and changes nothing", () => {
    it("a slug or page path another place has", async () => {
      const manager = await signIn(MANAGEMENT);
      await refused(manager, { [NEW_GYM_FILE]: lewisham({ slug: "welling" }) }, 400, "slug");
      await refused(manager, { [NEW_GYM_FILE]: lewisham({ pagePath: "novoarmory" }) }, 400, "pagePath");
      // Its sign-up page would be another's page, or another's sign-up page its own.
      await refused(manager, { [NEW_GYM_FILE]: lewisham({ pagePath: "welling-signup" }) }, 400, "pagePath");
    });

    it("a slug a place had before (its old address keeps redirecting)", async () => {
      const manager = await signIn(MANAGEMENT);
      const renamed = await save(manager, { [WELLING_FILE]: withFields(welling, { slug: "welling-kent" }) });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const body = await refused(manager, { [NEW_GYM_FILE]: lewisham({ slug: "welling" }) }, 400, "slug");
      expect(body).toContain("Novo Welling");
    });

    it("a slug that is a page of the site, or whose sign-up page would be", async () => {
      const manager = await signIn(MANAGEMENT);
      for (const slug of ["blog", "staff", "offers", "api", "keystatic", "locations", "retreat", "faq"])
        await refused(
          manager,
          { [NEW_GYM_FILE]: lewisham({ slug }) },
          400,
          `slug: /${slug} is a page of the site`,
        );
      await refused(manager, { [NEW_GYM_FILE]: lewisham({ pagePath: "contacts" }) }, 400, "pagePath");
    });

    it("a form name another place has", async () => {
      const manager = await signIn(MANAGEMENT);
      await refused(manager, { [NEW_GYM_FILE]: lewisham({ formName: "novowelling" }) }, 400, "formName");
    });

    it("a postcode that is not a UK postcode, or coordinates outside the UK", async () => {
      const manager = await signIn(MANAGEMENT);
      await refused(manager, { [NEW_GYM_FILE]: lewisham({ postcode: "QQ1 1AA" }) }, 400, "postcode");
      await refused(manager, { [NEW_GYM_FILE]: lewisham({ postcode: "75001" }) }, 400, "postcode");
      await refused(manager, { [NEW_GYM_FILE]: lewisham({ latitude: "40.4168" }) }, 400, "latitude");
      await refused(manager, { [NEW_GYM_FILE]: lewisham({ longitude: "-12.5" }) }, 400, "longitude");
    });

    it("a missing required field", async () => {
      const manager = await signIn(MANAGEMENT);
      await refused(manager, { [NEW_GYM_FILE]: lewisham({ formName: null }) }, 400, "formName");
      await refused(manager, { [NEW_GYM_FILE]: lewisham({ slug: null }) }, 400, "slug");
      await refused(manager, { [NEW_GYM_FILE]: lewisham({ name: null }) }, 400, "name");
      await refused(manager, { [NEW_GYM_FILE]: lewisham({ slug: "Lewisham Town" }) }, 400, "slug");
    });

    it("a changed id: a place's file name is its key, and a copy under another is the same place", async () => {
      const manager = await signIn(MANAGEMENT);
      // Renaming in the editor deletes the old file, which the site needs.
      await refused(manager, { "gyms/welling-kent.yaml": welling }, 400, "gyms/welling", [WELLING_FILE]);
      await refused(
        manager,
        { "gyms/welling-kent.yaml": withFields(welling, { formName: "novowellingkent" }) },
        400,
        "slug",
      );
      await refused(
        manager,
        { "gyms/welling-kent.yaml": withFields(welling, { slug: "welling-kent" }) },
        400,
        "formName",
      );
    });

    it("an offer, a job or a tour closure naming no place, or tours for a studio", async () => {
      const manager = await signIn(MANAGEMENT);
      const offer = readFileSync(path.join(contentDir, "offers/day-pass.yaml"), "utf8");
      await refused(
        manager,
        { "offers/day-pass.yaml": offer.replace(/^gyms:\n(\s+- .*\n)+/m, "gyms:\n  - nowhere\n") },
        400,
        "gyms: nowhere is not a place",
      );
      const studioClosure = `${tours.trimEnd()}\n  - date: 2027-09-01\n    reason: Event\n    gyms:\n      - armory\n`;
      await refused(manager, { "tours.yaml": studioClosure }, 400, "closedDates");
    });

    it("a place's inbox creating a place, publishing or closing, or changing its address, form name or kind", async () => {
      const inbox = await signIn(WELLING);
      await refused(inbox, { [NEW_GYM_FILE]: lewisham() }, 400, "gyms/lewisham");
      for (const [field, value] of [
        ["status", "closed"],
        ["status", "draft"],
        ["slug", "welling-kent"],
        ["pagePath", "kent"],
        ["formName", "novokent"],
        ["kind", "studio"],
        ["name", "Novo Kent"],
      ] as const)
        await refused(inbox, { [WELLING_FILE]: withFields(welling, { [field]: value }) }, 400, field);
      // Its other fields that are management's (its price, its address) stay not allowed: a 403.
      await refused(
        inbox,
        { [WELLING_FILE]: withFields(welling, { postcode: "DA16 3AA" }) },
        403,
        "postcode",
      );
    });
  });
});
