/**
 * Held leads are seen and released (issue 21.6): a flood from one address is held past the threshold, with
 * why; management lists them, releases one (mailed once, as if stored normally) or marks one spam; a gym's
 * inbox may do neither.
 */
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { apiHeaders, validBodies } from "#server/test/app.ts";
import { describeStaffArea, GREENWICH, MANAGEMENT } from "#server/test/staff.ts";

/** The documented hold defaults, written out so that a change of default is a visible change here. */
const holdDefaults = {
  RATE_LIMIT_PER_MINUTE: "60",
  RATE_LIMIT_PER_DAY: "1000",
  RATE_LIMIT_HOLD_PER_MINUTE: "10",
  RATE_LIMIT_HOLD_PER_DAY: "50",
  RATE_LIMIT_EMAIL_HOLD_PER_MINUTE: "3",
  RATE_LIMIT_EMAIL_HOLD_PER_DAY: "20",
};

describeStaffArea(
  "held submissions in the staff area",
  (area) => {
    const { db, signIn, post, get } = area;

    /** 60 leads from one address (a proxy that is not trusted makes every visitor look like this). */
    let floods = 0;
    async function flood(): Promise<void> {
      // A fresh address and fresh e-mail addresses each time: the app's counters outlive a test.
      floods++;
      for (let i = 0; i < 60; i++) {
        const response = await area.app.inject({
          method: "POST",
          url: apiPaths.lead,
          headers: { ...apiHeaders, "x-forwarded-for": `203.0.113.${floods}` },
          payload: { ...validBodies.lead, firstName: "Flood", email: `flood${i}-${floods}@example.com` },
        });
        expect(response.statusCode).toBe(201);
      }
    }

    const heldRows = () =>
      db()
        .select()
        .from(submissions)
        .where(and(eq(submissions.held, true), eq(submissions.spam, false)));
    const messagesOf = (id: string) => db().select().from(outbox).where(eq(outbox.submissionId, id));

    it("lists what was held and why; release mails it once; spam takes it off the list", async () => {
      await flood();
      const held = await heldRows();
      expect(held.length).toBe(50);
      expect(new Set(held.map((h) => h.heldReason))).toEqual(new Set(["address-minute"]));
      for (const h of held) expect(await messagesOf(h.id)).toEqual([]);

      const management = await signIn(MANAGEMENT);
      const page = await get(staffUrls.held, management);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Too many from one address in a minute");
      for (const h of held) expect(page.body).toContain(h.email);
      // The first ten were under the threshold: mailed, and not on the list.
      expect(page.body).not.toContain(`flood0-${floods}@example.com`);
      const home = await get(staffUrls.home, management);
      expect(home.body).toContain(`href="${staffUrls.held}"`);

      // Release: the same messages as a lead stored normally, once, however often it is pressed.
      const [released, spam] = held;
      if (!released || !spam) throw new Error("nothing held");
      const [normal] = await db()
        .select()
        .from(submissions)
        .where(eq(submissions.email, `flood0-${floods}@example.com`));
      if (!normal) throw new Error("no normal lead");
      const purposes = async (id: string) =>
        (await messagesOf(id)).map((m) => `${m.channel}:${m.purpose}`).sort();
      const form = { csrf: management.csrf, id: released.id, intent: "release" };
      const answer = await post(staffUrls.held, management, form);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(staffUrls.heldDone("released"));
      expect(await purposes(released.id)).toEqual(await purposes(normal.id));
      expect(await purposes(released.id)).toEqual(
        expect.arrayContaining(["email:staff-notification", "email:visitor-confirmation"]),
      );
      expect((await post(staffUrls.held, management, form)).statusCode).toBe(404);
      const twice = await Promise.all([1, 2].map(() => post(staffUrls.held, management, form)));
      expect(twice.map((r) => r.statusCode)).toEqual([404, 404]);
      expect(await purposes(released.id)).toEqual(await purposes(normal.id));
      const [after] = await db().select().from(submissions).where(eq(submissions.id, released.id));
      expect(after?.held).toBe(false);

      // Spam: kept, never mailed, off the list.
      const marked = await post(staffUrls.held, management, {
        csrf: management.csrf,
        id: spam.id,
        intent: "spam",
      });
      expect(marked.statusCode).toBe(303);
      const list = await get(staffUrls.held, management);
      expect(list.body).not.toContain(spam.email);
      expect(list.body).not.toContain(released.email);
      expect(await messagesOf(spam.id)).toEqual([]);
      expect((await heldRows()).length).toBe(48);
    });

    it("two managers releasing the same lead at once mail it once", async () => {
      await flood();
      const [one] = await heldRows();
      if (!one) throw new Error("nothing held");
      const management = await signIn(MANAGEMENT);
      const form = { csrf: management.csrf, id: one.id, intent: "release" };
      const answers = await Promise.all([1, 2, 3].map(() => post(staffUrls.held, management, form)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([303, 404, 404]);
      const staffMails = (await messagesOf(one.id)).filter((m) => m.purpose === "staff-notification");
      expect(staffMails).toHaveLength(1);
    });

    it("refuses a gym's inbox, a post without the CSRF token, and an unknown id, changing nothing", async () => {
      await flood();
      const [one] = await heldRows();
      if (!one) throw new Error("nothing held");
      const greenwich = await signIn(GREENWICH);
      expect((await get(staffUrls.held, greenwich)).statusCode).toBe(403);
      const home = await get(staffUrls.home, greenwich);
      expect(home.body).not.toContain(`href="${staffUrls.held}"`);
      const attempt = await post(staffUrls.held, greenwich, {
        csrf: greenwich.csrf,
        id: one.id,
        intent: "release",
      });
      expect(attempt.statusCode).toBe(403);

      const management = await signIn(MANAGEMENT);
      const forged = await post(staffUrls.held, management, {
        csrf: "forged",
        id: one.id,
        intent: "release",
      });
      expect(forged.statusCode).toBe(403);
      expect((await post(staffUrls.held, { cookie: "" }, { id: one.id, intent: "release" })).statusCode).toBe(
        401,
      );
      const unknown = await post(staffUrls.held, management, {
        csrf: management.csrf,
        id: "00000000-0000-4000-8000-000000000000",
        intent: "release",
      });
      expect(unknown.statusCode).toBe(404);
      const nonsense = await post(staffUrls.held, management, {
        csrf: management.csrf,
        id: one.id,
        intent: "eat",
      });
      expect(nonsense.statusCode).toBe(400);

      expect(await messagesOf(one.id)).toEqual([]);
      expect((await heldRows()).length).toBe(50);
    });
  },
  { app: { env: holdDefaults } },
);
