/**
 * First contact through the staff area (issue 32): the notification's "Mark contacted" asks for one press
 * (a GET marks nothing), signs in first and comes back when there is no session, and the press records the
 * first contact once, withdraws the reminders, sends submission.contacted and shows in the export.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { outbox, submissions } from "#server/db/schema.ts";
import { TEST_SITE_ORIGIN, validBodies } from "#server/test/app.ts";
import { cookieOf, describeStaffArea, form, GREENWICH, MANAGEMENT, WELLING } from "#server/test/staff.ts";

const endpoints = ["http://127.0.0.1:9/crm-a", "http://127.0.0.1:9/crm-b"];

describeStaffArea(
  "first contact",
  (area) => {
    const { db, signIn, lead, post, get } = area;
    const row = async (id: string) =>
      (await db().select().from(submissions).where(eq(submissions.id, id)))[0];

    it("asks for one press: a scanner's GET marks nothing; the press marks it once, withdraws the chase and tells the CRM", async () => {
      const id = await lead(validBodies.lead);
      const staffMail = (await db().select().from(outbox).where(eq(outbox.submissionId, id))).find(
        (m) => m.purpose === "staff-notification",
      );
      const link = `/staff/submissions/${id}/contacted`;
      expect(staffMail?.textBody).toContain(`${TEST_SITE_ORIGIN}${link}`);
      expect(staffMail?.textBody).toContain("tel:+447700900123");
      expect(staffMail?.htmlBody).toContain("mailto:jane@example.com?subject=");
      // No personal data in a web URL: the lead's id only.
      expect(staffMail?.textBody).not.toMatch(/https?:\/\/\S*jane/);

      // A scanner (no session) gets the sign-in page; one with a session gets the question. Neither marks.
      const anonymous = await get(link);
      expect(anonymous.statusCode).toBe(303);
      expect(anonymous.headers.location).toBe(`/staff/sign-in?return=${encodeURIComponent(link)}`);
      const greenwich = await signIn(GREENWICH);
      const page = await get(link, greenwich);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Mark contacted");
      expect(page.body).toContain(`action="${link}"`);
      expect(await row(id)).toMatchObject({ status: "new", firstContactAt: null });

      // The press needs the CSRF token and our origin.
      expect((await post(link, greenwich, {})).statusCode).toBe(403);
      expect(
        (await post(link, greenwich, { csrf: greenwich.csrf }, { ...form, origin: "https://evil.example" }))
          .statusCode,
      ).toBe(403);
      // Another gym's inbox cannot mark it.
      const welling = await signIn(WELLING);
      expect((await post(link, welling, { csrf: welling.csrf })).statusCode).toBe(404);
      expect(await row(id)).toMatchObject({ status: "new", firstContactAt: null });

      const pressed = await post(link, greenwich, { csrf: greenwich.csrf });
      expect(pressed.statusCode).toBe(303);
      expect(pressed.headers.location).toBe(`/staff/submissions/${id}?saved=1`);
      const marked = await row(id);
      expect(marked).toMatchObject({
        status: "contacted",
        firstContactBy: GREENWICH,
        firstContactHow: "one-press",
      });
      expect(marked?.firstContactClockSeconds).toBeGreaterThanOrEqual(0);
      expect(marked?.firstContactStaffedSeconds).toBeLessThanOrEqual(marked?.firstContactClockSeconds ?? 0);

      // Pressing again (or logging a call) keeps the first contact and sends no second event.
      await post(link, greenwich, { csrf: greenwich.csrf });
      await post(`/staff/submissions/${id}/contact`, greenwich, { csrf: greenwich.csrf, how: "call" });
      expect((await row(id))?.firstContactAt).toEqual(marked?.firstContactAt);
      const messages = await db().select().from(outbox).where(eq(outbox.submissionId, id));
      expect(messages.filter((m) => m.purpose.startsWith("lead-")).map((m) => m.status)).toEqual([
        "withdrawn",
        "withdrawn",
      ]);
      const contacted = messages.filter((m) => m.subject === "submission.contacted");
      expect(contacted.map((m) => m.recipient).sort()).toEqual(endpoints);
      const body = JSON.parse(contacted[0]?.textBody ?? "{}");
      expect(body).toMatchObject({
        type: "submission.contacted",
        data: { id, kind: "lead", gym: "novogreenwich", firstContact: { by: GREENWICH, how: "one-press" } },
      });
      expect(contacted[1]?.textBody).toBe(contacted[0]?.textBody);

      // The export carries it.
      const csv = await post("/staff/export", greenwich, { csrf: greenwich.csrf });
      const [header, first] = csv.body.split("\r\n");
      expect(header).toContain(
        "first_contact_at,first_contact_by,first_contact_how,first_contact_staffed_seconds",
      );
      expect(first).toContain(`${marked?.firstContactAt?.toISOString()},${GREENWICH},one-press,`);
    });

    it("shows the figures on the charts and the waiting leads in the inbox, a gym its own", async () => {
      const answered = await lead(validBodies.lead);
      await lead({ ...validBodies.lead, firstName: "Wanda", email: "wanda@example.com" });
      await lead({
        ...validBodies.lead,
        gymName: "novowelling",
        firstName: "Will",
        email: "will@example.com",
      });
      const greenwich = await signIn(GREENWICH);
      await post(`/staff/submissions/${answered}/contact`, greenwich, { csrf: greenwich.csrf, how: "call" });

      const inbox = (await get("/staff", greenwich)).body;
      expect(inbox).toContain("Waiting for a first contact");
      expect(inbox).toContain("Wanda Doe");
      expect(inbox).not.toContain("Will Doe");
      const welling = (await get("/staff", await signIn(WELLING))).body;
      expect(welling).toContain("Will Doe");
      expect(welling).not.toContain("Wanda Doe");
      // A gym's inbox cannot reach the charts; management sees every gym's figures.
      expect((await get("/staff/charts", greenwich)).statusCode).toBe(403);
      const charts = (await get("/staff/charts", await signIn(MANAGEMENT))).body;
      expect(charts).toContain("Time to first contact");
      expect(charts).toContain("Never contacted");
      expect(charts).toMatch(/>Greenwich<\/th><td[^>]*>[^<]+<\/td><td[^>]*>2<\/td>/);
    });

    it("signs in first when there is no session and comes back to the press", async () => {
      const id = await lead(validBodies.lead);
      const link = `/staff/submissions/${id}/contacted`;
      const signInPage = await get(`/staff/sign-in?return=${encodeURIComponent(link)}`);
      const returnCookie = /novo_staff_return=[^;]+/.exec(String(signInPage.headers["set-cookie"]))?.[0];
      expect(returnCookie).toBeDefined();
      // Anything but a lead's page is not a place to return to.
      const elsewhere = await get(`/staff/sign-in?return=${encodeURIComponent("https://evil.example/")}`);
      expect(elsewhere.headers["set-cookie"]).toBeUndefined();

      await area.requestLink(GREENWICH);
      const pressed = await area.app.inject({
        method: "POST",
        url: "/staff/link",
        headers: { ...form, cookie: String(returnCookie) },
        payload: new URLSearchParams({ token: await area.latestToken(GREENWICH) }).toString(),
      });
      expect(pressed.statusCode).toBe(303);
      expect(pressed.headers.location).toBe(link);
      const session = cookieOf(pressed);
      const page = await get(link, { cookie: session });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Mark contacted");
    });
  },
  {
    app: {
      env: {
        WEBHOOK_URLS: endpoints.join(","),
        WEBHOOK_SECRET: `whsec_${randomBytes(32).toString("base64")}`,
      },
    },
  },
);
