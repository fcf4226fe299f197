/**
 * Lead sources (issue 38) through the real server: a lead keeps where it came from (the page script's
 * x-novo-landing header beside a body that is SPEC §7's alone, or a native post's Referer), forged values are cut and cleaned without a 5xx, the lead's
 * page, the CSV and the webhook carry the channel, campaign and landing page; management's spend gives cost
 * per lead and per member, is logged, and no gym's inbox sees it.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { LANDING_HEADER } from "#contracts/attribution.ts";
import { londonMonth } from "#contracts/sources.ts";
import { marketingSpendChanges, outbox, submissions, tourBookings } from "#server/db/schema.ts";
import { applyRetention } from "#server/privacy/retention.ts";
import { eraseSubject, findSubject } from "#server/privacy/subject.ts";
import { apiHeaders, browserForm, TEST_SITE_ORIGIN, validBodies } from "#server/test/app.ts";
import { describeStaffArea, form, GREENWICH, MANAGEMENT } from "#server/test/staff.ts";

const endpoint = "http://127.0.0.1:9/crm";
// The header as the page script writes it (contracts/attribution.ts landingHeaderValue).
const landing =
  "utm_source=facebook&utm_medium=paid_social&utm_campaign=jan-daypass&fbclid=abc&ref=l.facebook.com&path=%2Fgreenwich";

describeStaffArea(
  "lead sources",
  (area) => {
    const { db, signIn, post, get } = area;
    const rowOf = async (email: string) =>
      (await db().select().from(submissions).where(eq(submissions.email, email)))[0];
    const sendLead = (email: string, header?: string, body: Record<string, unknown> = {}) =>
      area.app.inject({
        method: "POST",
        url: apiPaths.lead,
        headers: { ...apiHeaders, ...(header === undefined ? {} : { [LANDING_HEADER]: header }) },
        payload: { ...validBodies.lead, email, ...body },
      });

    beforeEach(async () => {
      await db().execute(sql`TRUNCATE marketing_spend, marketing_spend_changes RESTART IDENTITY`);
    });

    it("keeps the page script's landing header, and shows it on the lead, in the CSV and the webhook", async () => {
      const sent = await sendLead("fb@example.com", landing);
      expect(sent.statusCode).toBe(201);
      const row = await rowOf("fb@example.com");
      expect(row).toMatchObject({
        channel: "paid-social",
        utmSource: "facebook",
        utmCampaign: "jan-daypass",
        fbclid: "abc",
        referrerHost: "l.facebook.com",
        landingPath: "/greenwich",
      });
      // The stored payload is SPEC §7's, nothing more.
      expect(Object.keys(row?.payload as object).sort()).toEqual(Object.keys(validBodies.lead).sort());
      // And the body is SPEC §7's alone: a member beside its fields is refused, as any unknown one is.
      const extra = await sendLead("member@example.com", undefined, { attribution: { utm_source: "x" } });
      expect(extra.statusCode).toBe(400);
      expect(await rowOf("member@example.com")).toBeUndefined();

      const greenwich = await signIn(GREENWICH);
      const page = (await get(`/staff/submissions/${row?.id}`, greenwich)).body;
      expect(page).toContain("Paid social");
      expect(page).toContain("jan-daypass");
      expect(page).toMatch(/Landing page<\/dt><dd[^>]*>\/greenwich</);

      const csv = (await post("/staff/export", greenwich, { csrf: greenwich.csrf })).body;
      const [head, line] = csv.split("\r\n");
      expect(head).toContain("channel,campaign,landing_page");
      expect(line).toContain("paid-social,jan-daypass,/greenwich,facebook,paid_social");

      const hook = (
        await db()
          .select()
          .from(outbox)
          .where(eq(outbox.submissionId, row?.id ?? ""))
      ).find((m) => m.channel === "webhook");
      expect(JSON.parse(hook?.textBody ?? "{}").data.source).toMatchObject({
        channel: "paid-social",
        campaign: "jan-daypass",
        landingPage: "/greenwich",
      });
    });

    it("reads a native post's Referer (the landing URL with its query) when there is no script", async () => {
      const url = "/welling?utm_source=google&utm_medium=cpc&utm_campaign=brand&gclid=xyz";
      const posted = await area.app.inject({
        method: "POST",
        url,
        headers: { ...browserForm, referer: `${TEST_SITE_ORIGIN}${url}` },
        payload: new URLSearchParams({
          _form: "discount",
          firstName: "Nora",
          lastName: "Script",
          email: "nojs@example.com",
          phone: "07700 900123",
          gym: "novowelling",
          faxNumber: "",
        }).toString(),
      });
      expect(posted.statusCode).toBe(303);
      expect(await rowOf("nojs@example.com")).toMatchObject({
        channel: "paid-search",
        utmCampaign: "brand",
        gclid: "xyz",
        landingPath: "/welling",
        referrerHost: null,
      });
    });

    it("cuts and cleans forged values, never refusing the lead, and keeps them inert in the CSV and the lead's page", async () => {
      const forged = new URLSearchParams({
        utm_source: '=HYPERLINK("http://evil.example","x")',
        utm_medium: "<script>alert(1)</script>",
        utm_term: "a\u0000b\u0007c\r\nd\u202e",
        ref: "evil.example/<script>",
        path: "javascript:alert(1)",
        extra: "dropped",
        // 10 KB: the header is read to its bound (8 KB), and the value cut to 200 characters.
        utm_campaign: `c${"x".repeat(10_240)}`,
      }).toString();
      expect((await sendLead("forged@example.com", forged)).statusCode).toBe(201);
      // No header at all is no reason to refuse a lead: garbage and oversized ones are dropped or cut.
      for (const [i, garbage] of [
        "",
        "%%%",
        "=&=",
        "utm_source",
        "x".repeat(20_000),
        `utm_source=${"y".repeat(10_240)}`,
      ].entries())
        expect((await sendLead(`shape${i}@example.com`, garbage)).statusCode).toBe(201);
      expect((await rowOf("shape5@example.com"))?.utmSource).toBe("y".repeat(200));
      const row = await rowOf("forged@example.com");
      expect(row?.utmCampaign).toHaveLength(200);
      expect(row?.utmTerm).toBe("abcd");
      expect(row?.referrerHost).toBeNull();
      expect(row?.landingPath).toBeNull();
      expect(row?.channel).toBe("referral");

      const management = await signIn(MANAGEMENT);
      const csv = (await post("/staff/export", management, { csrf: management.csrf })).body;
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
      const page = (await get(`/staff/submissions/${row?.id}`, management)).body;
      expect(page).not.toContain("<script>alert(1)</script>");
      expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    });

    it("lets retention and erasure take the source with the submission, and a subject access request show it", async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "novo-sources-"));
      try {
        await sendLead("kept@example.com", landing);
        const found = await findSubject(db(), "kept@example.com", { dataDir });
        expect(found.submissions[0]).toMatchObject({ channel: "paid-social", utmCampaign: "jan-daypass" });
        await eraseSubject(db(), "kept@example.com", { dataDir, record: false });
        expect(await rowOf("kept@example.com")).toBeUndefined();

        await sendLead("old@example.com", landing);
        const periods = {
          months: { lead: 1, enquiry: 1, investor: 1, interest: 1, tour: 1 },
          spamDays: 1,
          sentMessageDays: 1,
        };
        await applyRetention(db(), periods, { dataDir, now: new Date(Date.now() + 40 * 86_400_000) });
        expect(await rowOf("old@example.com")).toBeUndefined();
        const left = await db()
          .select({ id: submissions.id })
          .from(submissions)
          .where(sql`${submissions.utmCampaign} is not null`);
        expect(left).toEqual([]);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it("divides management's spend by the month's leads and members; a gym's inbox sees its figures, never the spend", async () => {
      const month = londonMonth();
      for (const email of ["a@example.com", "b@example.com"]) await sendLead(email, landing);
      await sendLead("plain@example.com", "path=%2Fgreenwich");
      const joined = await rowOf("a@example.com");
      await db()
        .update(submissions)
        .set({ status: "joined" })
        .where(eq(submissions.id, joined?.id ?? ""));
      // b booked a tour at the gym with the same address (any case).
      const tour = randomUUID();
      await db().insert(submissions).values({
        id: tour,
        kind: "tour",
        payload: {},
        email: "B@example.com",
        gym: "novogreenwich",
        ipHash: "x",
      });
      await db()
        .insert(tourBookings)
        .values({
          submissionId: tour,
          gym: "novogreenwich",
          startsAt: new Date(),
          endsAt: new Date(Date.now() + 1800_000),
        });

      const management = await signIn(MANAGEMENT);
      const entry = { month, channel: "paid-social", campaign: "Jan-Daypass", gym: "", amount: "£120.00" };
      // Bad input names the field and changes nothing; a post without the token or from elsewhere is refused.
      const bad = await post("/staff/spend", management, { csrf: management.csrf, ...entry, amount: "lots" });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain("amount: Must be an amount in pounds");
      const badMonth = await post("/staff/spend", management, {
        csrf: management.csrf,
        ...entry,
        month: "2026-13",
      });
      expect(badMonth.body).toContain("month: Must be a month, YYYY-MM");
      expect((await post("/staff/spend", management, entry)).statusCode).toBe(403);
      expect(
        (
          await post(
            "/staff/spend",
            management,
            { csrf: management.csrf, ...entry },
            { ...form, origin: "https://evil.example" },
          )
        ).statusCode,
      ).toBe(403);
      expect(await db().select().from(marketingSpendChanges)).toHaveLength(0);

      const saved = await post("/staff/spend", management, { csrf: management.csrf, ...entry });
      expect(saved.statusCode).toBe(303);
      // The same key again is a clear error, not a second entry.
      const twice = await post("/staff/spend", management, { csrf: management.csrf, ...entry });
      expect(twice.statusCode).toBe(400);
      expect(twice.body).toContain("already entered");

      const sources = (await get(`/staff/sources?month=${month}`, management)).body;
      // jan-daypass: 2 leads, 1 tour, 1 member, £120 → £60.00 a lead, £120.00 a tour and a member.
      expect(sources).toMatch(
        /jan-daypass<\/th><td[^>]*>2<\/td><td[^>]*>1<\/td><td[^>]*>1<\/td><td[^>]*>50.0%<\/td><td[^>]*>£120.00<\/td><td[^>]*>£60.00<\/td><td[^>]*>£120.00<\/td><td[^>]*>£120.00<\/td>/,
      );
      expect(sources).toMatch(/Paid social<\/th><td[^>]*>2<\/td>/);
      expect(sources).toMatch(/Direct<\/th><td[^>]*>1<\/td>/);

      // A change is logged with who, what and when.
      const spendPage = (await get(`/staff/spend?month=${month}`, management)).body;
      const id = /\/staff\/spend\?month=[\d-]+&amp;edit=(\d+)/.exec(spendPage)?.[1] ?? "";
      await post("/staff/spend", management, { csrf: management.csrf, id, ...entry, amount: "200" });
      const log = await db().select().from(marketingSpendChanges).orderBy(marketingSpendChanges.id);
      expect(log.map((c) => [c.kind, c.actor])).toEqual([
        ["created", MANAGEMENT],
        ["changed", MANAGEMENT],
      ]);
      expect(log[1]?.previous).toMatchObject({ amountPence: 12_000, campaign: "jan-daypass" });
      expect(log[1]?.current).toMatchObject({ amountPence: 20_000 });
      expect((await get(`/staff/spend?month=${month}`, management)).body).toContain("Changed");

      // The gym's inbox: its own leads, no spend, no spend page, no spend form.
      const greenwich = await signIn(GREENWICH);
      const own = await get(`/staff/sources?month=${month}`, greenwich);
      expect(own.statusCode).toBe(200);
      expect(own.body).toMatch(/jan-daypass<\/th><td[^>]*>2<\/td>/);
      expect(own.body).not.toContain("£");
      expect(own.body).not.toContain("Cost per");
      expect((await get("/staff/spend", greenwich)).statusCode).toBe(403);
      expect((await post("/staff/spend", greenwich, { csrf: greenwich.csrf, ...entry })).statusCode).toBe(
        403,
      );
    });
  },
  {
    app: {
      env: { WEBHOOK_URLS: endpoint, WEBHOOK_SECRET: `whsec_${randomBytes(32).toString("base64")}` },
    },
  },
);
