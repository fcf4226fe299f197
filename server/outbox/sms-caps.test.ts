/**
 * The one decision of text or e-mail for a confirmation under the SMS caps (sms-caps.ts), as every write uses
 * it: the same discount lead's messages both ways, the caps counted from the outbox in the transaction, and
 * the site budget said once a day. The attacks on it through the API are in server/sms/sms.test.ts, a held
 * release in server/staff/held.test.ts.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox, submissions } from "#server/db/schema.ts";
import { LEAD_CHASES } from "#server/staff/first-contact.ts";
import { createBackend, type TestBackend } from "#server/test/backends.ts";
import { runningDayPass } from "#tests/offers.ts";
import { shippedGyms, shippedPlaces } from "#tests/shipped.ts";
import type { MessageOptions } from "./messages";
import { messagesWithinSmsCaps, type SmsCaps, siteBudgetNotice, submissionMessages } from "./sms-caps";

const options: MessageOptions = {
  siteOrigin: "https://novo.example",
  smsEnabled: true,
  offers: runningDayPass,
  gyms: () => shippedGyms,
  places: () => shippedPlaces,
};

const lead = (phoneNum: string) => ({
  id: randomUUID(),
  kind: "lead" as const,
  payload: {
    gymName: "novogreenwich",
    firstName: "Jane",
    lastName: "Doe",
    email: "jane@example.com",
    phoneNum,
    source: "website",
  },
  receivedAt: new Date(),
  referer: null,
});

/** The messages sent at once; a lead's chases (issue 32) are e-mails to staff, due later, never texts. */
const channels = (messages: { channel: string; purpose: string }[]) =>
  messages
    .filter((m) => !(LEAD_CHASES as readonly string[]).includes(m.purpose))
    .map((m) => `${m.purpose}:${m.channel}`);

describe("a confirmation by text or by e-mail", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createBackend("pglite");
  });
  afterAll(async () => backend?.dispose());
  beforeEach(() => backend.reset());

  it("fixes a discount lead's messages both ways, and only a UK mobile gets a text", async () => {
    const mobile = await submissionMessages(lead("07700 900123"), options);
    expect(mobile.smsRecipient).toBe("+447700900123");
    expect(channels(mobile.messages)).toEqual(["staff-notification:email", "visitor-confirmation:sms"]);
    expect(channels(mobile.messagesWithoutSms ?? [])).toEqual([
      "staff-notification:email",
      "visitor-confirmation:email",
    ]);
    const landline = await submissionMessages(lead("020 7946 0123"), options);
    expect(landline.smsRecipient).toBeUndefined();
    expect(channels(landline.messages)).toEqual(["staff-notification:email", "visitor-confirmation:email"]);
  });

  /** Writes one lead as a write does: the submission, then its messages under the caps, in one transaction. */
  const write = (phoneNum: string, caps: SmsCaps) =>
    backend.database.db.transaction(async (tx) => {
      const submission = lead(phoneNum);
      await tx.insert(submissions).values({
        id: submission.id,
        kind: "lead",
        payload: submission.payload,
        email: "jane@example.com",
        gym: "novogreenwich",
        ipHash: "hash",
      });
      const chosen = await messagesWithinSmsCaps(tx, await submissionMessages(submission, options), caps);
      await tx.insert(outbox).values(chosen.messages.map((m) => ({ ...m, submissionId: submission.id })));
      return { withheld: chosen.smsWithheld, channels: channels(chosen.messages) };
    });

  it("texts up to the per-number cap, then confirms that number by e-mail; another number still gets its text", async () => {
    const caps = { smsPerNumberPerDay: 2, smsDailyMax: 0 };
    const texted = { withheld: null, channels: ["staff-notification:email", "visitor-confirmation:sms"] };
    expect(await write("07700 900123", caps)).toEqual(texted);
    expect(await write("+44 7700 900123", caps)).toEqual(texted);
    expect(await write("07700900123", caps)).toEqual({
      withheld: "number-cap",
      channels: ["staff-notification:email", "visitor-confirmation:email"],
    });
    expect(await write("07700 900456", caps)).toEqual(texted);
  });

  it("stops every text past the site's daily budget", async () => {
    const caps = { smsPerNumberPerDay: 0, smsDailyMax: 1 };
    expect((await write("07700 900123", caps)).withheld).toBeNull();
    expect(await write("07700 900456", caps)).toEqual({
      withheld: "site-budget",
      channels: ["staff-notification:email", "visitor-confirmation:email"],
    });
  });

  it("counts nothing without caps", async () => {
    for (let i = 0; i < 3; i++) expect((await write("07700 900123", {})).withheld).toBeNull();
  });
});

describe("the site budget's notice", () => {
  it("is logged once per day it runs out, and never for one number's cap", () => {
    const warnings: string[] = [];
    const notice = siteBudgetNotice({ warn: (_object, message) => warnings.push(message) });
    const monday = new Date("2026-11-23T09:00:00Z");
    notice("number-cap", monday);
    notice(null, monday);
    expect(warnings).toEqual([]);
    notice("site-budget", monday);
    notice("site-budget", new Date("2026-11-23T18:00:00Z"));
    expect(warnings).toEqual(["daily SMS budget spent: confirmations go by e-mail"]);
    notice("site-budget", new Date("2026-11-24T09:00:00Z"));
    expect(warnings).toHaveLength(2);
  });
});
