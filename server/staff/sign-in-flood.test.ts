/**
 * The attack of issue 21.4: anyone asks for a public gym inbox's sign-in link, over and over, from many
 * addresses, to flood the inbox and keep its real sign-in from being answered.
 */
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { outbox, staffSignInTokens } from "#server/db/schema.ts";
import { TEST_SITE_ORIGIN } from "#server/test/app.ts";
import { describeStaffArea, form, GREENWICH } from "#server/test/staff.ts";
import { requestSignInLink } from "./auth";

describeStaffArea(
  "sign-in flood",
  (area) => {
    const ask = (email: string, remoteAddress: string) =>
      area.app.inject({
        method: "POST",
        url: "/staff/sign-in",
        remoteAddress,
        headers: form,
        payload: new URLSearchParams({ email }).toString(),
      });
    const mails = () =>
      area.backend.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, GREENWICH))
        .orderBy(outbox.id);

    it("20 requests for an inbox from 20 addresses: at most N mails, and the staff member still signs in", async () => {
      const answers = [];
      for (let i = 0; i < 20; i++) {
        answers.push(await ask(GREENWICH, `203.0.113.${i + 1}`));
        // Even when every link runs out at once, the inbox is mailed no more than its hourly cap.
        if (i % 5 === 4)
          await area.backend.database.db
            .update(staffSignInTokens)
            .set({ expiresAt: new Date(Date.now() - 1000) });
      }
      expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
      const sent = await mails();
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.length).toBeLessThanOrEqual(3);
      // The real staff member's own request mails nothing new, and the link already mailed still works.
      await ask(GREENWICH, "198.51.100.1");
      expect(await mails()).toHaveLength(sent.length);
      const token = /\/staff\/link\/([A-Za-z0-9_-]+)/.exec(sent.at(-1)?.textBody ?? "")?.[1] ?? "";
      await area.backend.database.db
        .update(staffSignInTokens)
        .set({ expiresAt: new Date(Date.now() + 60_000) })
        .where(sql`${staffSignInTokens.usedAt} is null`);
      const signedIn = await area.app.inject({
        method: "POST",
        url: "/staff/link",
        headers: form,
        payload: new URLSearchParams({ token }).toString(),
      });
      expect(signedIn.statusCode).toBe(303);
      expect(String(signedIn.headers["set-cookie"])).toContain("novo_staff=");
    });

    it("answers an address that may not sign in the same, in about the same time", async () => {
      const time = async (email: string, address: string) => {
        const started = performance.now();
        const response = await ask(email, address);
        return { ms: performance.now() - started, body: response.body };
      };
      const known = await time(GREENWICH, "192.0.2.10");
      const unknown = await time("stranger@example.com", "192.0.2.11");
      expect(unknown.body).toBe(known.body);
      // Both wait out the same floor, so neither answers early.
      expect(known.ms).toBeGreaterThanOrEqual(240);
      expect(unknown.ms).toBeGreaterThanOrEqual(240);
    });

    it("one live link per inbox even when requests race", async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, () =>
          requestSignInLink(area.backend.database.db, {
            email: GREENWICH,
            role: "novogreenwich",
            siteOrigin: TEST_SITE_ORIGIN,
            mailsPerHour: 3,
          }),
        ),
      );
      expect(outcomes.filter((o) => o === "mailed")).toHaveLength(1);
      expect(await mails()).toHaveLength(1);
    });
  },
  { app: { env: { STAFF_SIGN_IN_MAILS_PER_HOUR: "3" } } },
);
