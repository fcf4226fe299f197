/**
 * Copy that agrees with itself and with what the code does: recovery hours, the Armory
 * trial flow, and the privacy policy against the payloads the server really stores.
 */
import { describe, expect, it } from "vitest";
import { leadPayload } from "#contracts/payloads.ts";
import { shippedPosts as blogPosts, shippedCopy } from "#tests/shipped.server.ts";
import { recoveryGuide, shippedGyms } from "#tests/shipped.ts";
import { formatRange } from "./hours";
import { retentionDays, retentionMonths } from "./privacy";

// The copy as the pages get it: the shipped content, read through its schema and filled.
const shipped = await shippedCopy();
const faqSections = shipped.faq;
const termsSections = shipped.terms.sections;
const privacySections = shipped.privacy.sections;
const faqItems = faqSections.flatMap((section) => section.items);
const faqAnswer = (question: RegExp) => faqItems.find((item) => question.test(item.question))?.answer ?? "";
const privacy = (id: string) => {
  const section = privacySections.find((s) => s.id === id);
  return [...(section?.paragraphs ?? []), ...(section?.list ?? [])].join("\n");
};

describe("recovery hours", () => {
  // Greenwich's recovery area opens before its staff arrive (SPEC §9), so "only in staffed hours" is untrue.
  const staffedOnly = /recovery[^.]*(only in staffed|in staffed hours|staffed hours only|until staff)/i;

  it("no general sentence ties recovery areas to staffed hours", () => {
    const texts = [
      ...faqItems.map((item) => item.answer),
      ...recoveryGuide.rules,
      ...shippedGyms.flatMap((gym) => gym.amenities.map((a) => a.description)),
      ...termsSections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])]),
      JSON.stringify(blogPosts),
    ];
    for (const text of texts) expect(text).not.toMatch(staffedOnly);
    expect(recoveryGuide.rules).toContain("Recovery areas open at the times listed for each gym.");
  });

  it("the FAQ lists each gym's own recovery times", () => {
    const answer = faqAnswer(/When are the recovery areas open/);
    expect(answer).toMatch(/open at the times listed for each gym/);
    for (const gym of shippedGyms)
      for (const range of gym.hours.recovery ?? []) expect(answer).toContain(formatRange(range));
  });
});

describe("the FAQ's Armory trial answer", () => {
  it("follows the real flow: the form takes you to the sign-up page to pick classes", () => {
    const answer = faqAnswer(/try the Armory/);
    expect(answer).toMatch(/takes you to the Armory's sign-up page, where you pick your classes/);
    expect(answer).not.toMatch(/in touch to book you in/);
  });
});

describe("the privacy policy", () => {
  it("says the join form's address and 'how you heard about us' are not sent, since the lead payload has neither", () => {
    const fields = Object.keys(leadPayload.shape);
    expect(fields).not.toContain("address1");
    expect(fields).not.toContain("hearAboutUs");
    const collected = privacy("what-we-collect");
    expect(collected).toMatch(
      /Join form: your first and last name, e-mail address, phone number and the gym/,
    );
    expect(collected).toMatch(
      /how you heard about us: those stay in your browser and are not sent to us or stored/,
    );
  });

  it("names everything the server stores beside the form: time, referring page, user agent, HMAC'd address, message copies", () => {
    const recorded = privacy("what-the-server-records");
    for (const fact of [
      /time it arrived/,
      /referring page/,
      /user agent/,
      /HMAC/,
      /Copies of the e-mails and text messages/,
    ])
      expect(recorded).toMatch(fact);
  });

  it("says how long each is kept, from the retention constants", () => {
    const kept = privacy("how-long");
    expect(kept).toMatch(
      /hash of your IP address, your browser's user agent, the referring page and where your visit came from/,
    );
    for (const months of Object.values(retentionMonths)) expect(kept).toContain(`${months} months`);
    expect(kept).toContain(`caught as spam by the hidden field: ${retentionDays.spam} days`);
    expect(kept).toContain(`cleared ${retentionDays.sentMessageCopies} days after delivery`);
    expect(kept).toContain(`Backups of our systems are kept for ${retentionDays.backups} days`);
    expect(privacy("spam-and-review")).toMatch(/held for review[\s\S]*treated like every other submission/);
  });
});
