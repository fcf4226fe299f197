import { describe, expect, it } from "vitest";
import { messagesFor } from "../outbox/messages";
import { escapeHtml, oneLine } from "./escape";
import { staffNotification } from "./templates";

const base = {
  id: "0b6f0b5e-1111-4222-8333-944455556666",
  receivedAt: new Date("2025-11-01T12:00:00Z"),
  referer: null,
};

describe("escaping", () => {
  it("escapes the five HTML specials", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
  it("flattens control characters so nothing can start a new header", () => {
    expect(oneLine("Jane\r\nBcc: evil@example.com")).toBe("Jane Bcc: evil@example.com");
    expect(oneLine("a\u0000b\u2028c")).toBe("a b c");
  });
});

describe("staff notification", () => {
  it("keeps subjects on one line even if a CR/LF slipped past validation", () => {
    const mail = staffNotification({
      ...base,
      kind: "investor",
      payload: {
        firstName: "Eve\r\nBcc: x@evil.test",
        lastName: "Doe\n",
        phoneNum: "07700900123",
        email: "e@example.com",
      },
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe("Investor enquiry: Eve Bcc: x@evil.test Doe");
  });

  it("names the gym and the discovery option in words", () => {
    const mail = staffNotification({
      ...base,
      kind: "interest",
      payload: {
        firstName: "R",
        lastName: "M",
        email: "r@example.com",
        phoneNum: "07700900123",
        phone: "07700900123",
        discovery: "referred",
        interest: "retreat",
      },
    });
    expect(mail.text).toContain("How they found us: Friends");
    expect(mail.text).toContain(`Reference: ${base.id}`);
    expect(mail.text).toContain("Page: (not given)");
  });
});

describe("messagesFor", () => {
  const lead = {
    gymName: "novowelling",
    firstName: "J",
    lastName: "D",
    email: "j@example.com",
    phoneNum: "07700 900123",
    source: "website",
  };
  it("texts the discount lead when SMS is on and mails it otherwise", () => {
    const withSms = messagesFor(
      { ...base, kind: "lead", payload: lead },
      { siteOrigin: "https://x.test", smsEnabled: true },
    );
    expect(withSms.map((m) => [m.channel, m.recipient])).toEqual([
      ["email", "welling@novogyms.co.uk"],
      ["sms", "+447700900123"],
    ]);
    const withoutSms = messagesFor(
      { ...base, kind: "lead", payload: lead },
      { siteOrigin: "https://x.test", smsEnabled: false },
    );
    expect(withoutSms.map((m) => [m.channel, m.recipient])).toEqual([
      ["email", "welling@novogyms.co.uk"],
      ["email", "j@example.com"],
    ]);
  });
});
