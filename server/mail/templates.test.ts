import { describe, expect, it } from "vitest";
import type { Offer } from "#contracts/content/offer.ts";
import { messagesFor } from "#server/outbox/messages.ts";
import { runningDayPass, shippedDayPass } from "#tests/offers.ts";
import { shippedGyms, shippedPlaces } from "#tests/shipped.ts";
import { escapeHtml, oneLine } from "./escape";
import { callPromise, staffNotification } from "./templates";

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
  it("keeps subjects on one line even if a CR/LF slipped past validation", async () => {
    const mail = await staffNotification(
      {
        ...base,
        kind: "investor",
        payload: {
          firstName: "Eve\r\nBcc: x@evil.test",
          lastName: "Doe\n",
          phoneNum: "07700900123",
          email: "e@example.com",
        },
      },
      shippedGyms,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe("Investor enquiry: Eve Bcc: x@evil.test Doe");
  });

  it("names the gym and the discovery option in words", async () => {
    const mail = await staffNotification(
      {
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
      },
      shippedGyms,
    );
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
  it("texts the discount lead when SMS is on and mails it otherwise", async () => {
    const withSms = await messagesFor(
      { ...base, kind: "lead", payload: lead },
      {
        siteOrigin: "https://x.test",
        smsEnabled: true,
        gyms: () => shippedGyms,
        places: () => shippedPlaces,
      },
    );
    expect(withSms.map((m) => [m.channel, m.recipient])).toEqual([
      ["email", "welling@novogyms.co.uk"],
      ["sms", "+447700900123"],
      // The lead's reminder and escalation, due later in staffed time (issue 32).
      ["email", "welling@novogyms.co.uk"],
      ["email", "management@novogyms.co.uk"],
    ]);
    const withoutSms = await messagesFor(
      { ...base, kind: "lead", payload: lead },
      {
        siteOrigin: "https://x.test",
        smsEnabled: false,
        gyms: () => shippedGyms,
        places: () => shippedPlaces,
      },
    );
    expect(withoutSms.map((m) => [m.channel, m.recipient])).toEqual([
      ["email", "welling@novogyms.co.uk"],
      ["email", "j@example.com"],
      ["email", "welling@novogyms.co.uk"],
      ["email", "management@novogyms.co.uk"],
    ]);
  });
});

describe("the day-pass messages either side of the offer's end (issue 10)", () => {
  const lead = {
    gymName: "novogreenwich",
    firstName: "Jane",
    lastName: "Doe",
    email: "jane@example.com",
    phoneNum: "07700 900123",
    source: "website",
  };
  const dayPass = shippedDayPass;
  const options = {
    siteOrigin: "https://x.test",
    offers: () => [dayPass],
    gyms: () => shippedGyms,
    places: () => shippedPlaces,
  };
  // 23:59 in London on the last day (GMT), and the first minute after it.
  const lastMinute = new Date("2025-11-30T23:59:00Z");
  const dayAfter = new Date("2025-12-01T00:00:00Z");
  const send = (receivedAt: Date, smsEnabled: boolean) =>
    messagesFor({ ...base, receivedAt, kind: "lead", payload: lead }, { ...options, smsEnabled });

  it("while it runs: the code and its end date, by e-mail and by text; staff get no note", async () => {
    const [staff, mail] = await send(lastMinute, false);
    expect(mail?.subject).toBe("Your DAYPASS50 code for Novo Greenwich");
    expect(mail?.textBody).toContain("Your code is DAYPASS50: 50% off your first day pass.");
    expect(mail?.textBody).toContain("The offer ends 30 November 2025.");
    expect(mail?.htmlBody).toContain("DAYPASS50");
    expect(staff?.textBody).not.toContain("had ended");
    const [, sms] = await send(lastMinute, true);
    expect(sms?.channel).toBe("sms");
    expect(sms?.textBody).toContain("your code DAYPASS50");
    expect(sms?.textBody).toContain("Ends 30 November 2025.");
  });

  it("once ended: no code anywhere, no ended offer told to the visitor, what happens next said, and staff told", async () => {
    const [staff, mail] = await send(dayAfter, false);
    for (const text of [mail?.subject, mail?.textBody, mail?.htmlBody])
      expect(text).not.toContain("DAYPASS50");
    expect(mail?.subject).toBe("Thanks for your interest in Novo Greenwich");
    // Issue 32: the visitor never saw that offer; they are told when to expect a call (Monday 00:00 London,
    // Greenwich staffed from 8:00) and offered a tour.
    expect(mail?.textBody).not.toMatch(/offer|code/i);
    expect(mail?.textBody).toContain(
      "Thanks for your interest in Novo Greenwich. We'll call you when we open at 8:00 today.",
    );
    expect(mail?.textBody).toContain("Book a tour");
    expect(staff?.textBody).toContain(
      "Note: the DAYPASS50 offer had ended (30 November 2025) when this lead arrived.",
    );
    expect(staff?.htmlBody).toContain("had ended");
    // The lead itself is still captured in full for staff.
    expect(staff?.textBody).toContain("Email: jane@example.com");
    const [, sms] = await send(dayAfter, true);
    expect(sms?.channel).toBe("sms");
    expect(sms?.textBody).not.toContain("DAYPASS50");
    expect(sms?.textBody).not.toMatch(/offer|code/i);
    expect(sms?.textBody).toContain("We'll call you when we open at 8:00 today. Book a tour:");
  });

  it("with a later end date in the content, everything is as before, with that date", async () => {
    const [, mail] = await messagesFor(
      { ...base, receivedAt: dayAfter, kind: "lead", payload: lead },
      {
        siteOrigin: "https://x.test",
        smsEnabled: false,
        offers: () => [{ ...dayPass, endsOn: "2026-01-31" }],
        gyms: () => shippedGyms,
        places: () => shippedPlaces,
      },
    );
    expect(mail?.textBody).toContain("Your code is DAYPASS50");
    expect(mail?.textBody).toContain("The offer ends 31 January 2026.");
  });

  it("sends the live offer's own code and words, and none when the gym never had an offer", async () => {
    const spring: Offer = {
      ...dayPass,
      slug: "spring",
      name: "spring joining",
      summary: "no joining fee in April",
      code: "SPRING25",
      gyms: ["welling"],
      startsOn: "2026-04-01",
      endsOn: "2026-04-30",
    };
    const april = new Date("2026-04-10T12:00:00Z");
    const at = (gymName: string) =>
      messagesFor(
        { ...base, receivedAt: april, kind: "lead", payload: { ...lead, gymName } },
        {
          siteOrigin: "https://x.test",
          smsEnabled: false,
          offers: () => [dayPass, spring],
          gyms: () => shippedGyms,
          places: () => shippedPlaces,
        },
      );
    const [, welling] = await at("novowelling");
    expect(welling?.subject).toBe("Your SPRING25 code for Novo Welling");
    expect(welling?.textBody).toContain("Your code is SPRING25: no joining fee in April.");
    // Greenwich: spring is not its offer; the day pass ended in 2025.
    const [, greenwich] = await at("novogreenwich");
    expect(greenwich?.textBody).not.toMatch(/offer|code/i);
    expect(greenwich?.textBody).toContain("We'll call you");
    const [, none] = await messagesFor(
      { ...base, receivedAt: april, kind: "lead", payload: lead },
      {
        siteOrigin: "https://x.test",
        smsEnabled: false,
        offers: () => [],
        gyms: () => shippedGyms,
        places: () => shippedPlaces,
      },
    );
    expect(none?.textBody).not.toMatch(/offer|code/i);
    expect(none?.textBody).toContain("We'll call you");
  });

  it("notes nothing on the Armory's trial leads or other forms", async () => {
    const [staff] = await messagesFor(
      { ...base, receivedAt: dayAfter, kind: "lead", payload: { ...lead, gymName: "novoarmory" } },
      { ...options, smsEnabled: false },
    );
    expect(staff?.textBody).not.toContain("had ended");
  });
});

describe("the visitor's greeting (issue 21.2)", () => {
  const options = {
    siteOrigin: "https://x.test",
    smsEnabled: false,
    offers: runningDayPass,
    gyms: () => shippedGyms,
    places: () => shippedPlaces,
  };
  const confirmations = async (firstName: string) =>
    (
      await Promise.all([
        messagesFor(
          {
            ...base,
            kind: "lead",
            payload: {
              gymName: "novogreenwich",
              firstName,
              lastName: "Doe",
              email: "jane@example.com",
              phoneNum: "07700 900123",
              source: "website",
            },
          },
          options,
        ),
        messagesFor(
          {
            ...base,
            kind: "investor",
            payload: { firstName, lastName: "Doe", phoneNum: "07700 900123", email: "jane@example.com" },
          },
          options,
        ),
      ])
    ).map((messages) => messages.find((m) => m.purpose === "visitor-confirmation"));

  it("greets by the first name when it passes the name rule", async () => {
    for (const mail of await confirmations("Zoë")) {
      // The text part opens with the brand header, then the greeting.
      expect(mail?.textBody).toMatch(/^NOVO\n[\s\S]*\n\nHi Zoë,\n/);
      expect(mail?.htmlBody).toContain("Hi Zoë,");
    }
  });

  it("greets without the name when it does not (one stored before the rule, or released from a hold)", async () => {
    for (const name of ["Refund due, visit evil.example", "Jane\u202e", "Call 0900 123456"])
      for (const mail of await confirmations(name)) {
        expect(mail?.textBody).toMatch(/\n\nHello,\n/);
        expect(mail?.textBody).not.toMatch(/\bHi\b/);
        expect(mail?.textBody).not.toContain(name);
        expect(mail?.htmlBody).not.toContain("evil.example");
      }
  });
});

describe("the visitor's promise (issue 32)", () => {
  const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri"] as const;
  const settings = {
    gym: "novogreenwich",
    calendar: {
      staffed: [
        { days: weekdays, opens: "09:00", closes: "17:00" },
        { days: ["Sat"] as const, opens: "10:00", closes: "14:00" },
      ],
      closedDates: ["2026-12-25"],
    },
    remindAfterMinutes: 15,
    escalateAfterMinutes: 60,
  };
  it("quotes the gym's threshold while staffed", () => {
    expect(callPromise(settings, new Date("2026-11-10T11:00:00Z"))).toBe("We'll call you within 15 minutes.");
    expect(callPromise({ ...settings, remindAfterMinutes: 1 }, new Date("2026-11-10T11:00:00Z"))).toBe(
      "We'll call you within 1 minute.",
    );
  });
  it("says when staff are next in otherwise", () => {
    expect(callPromise(settings, new Date("2026-11-10T23:00:00Z"))).toBe(
      "We'll call you when we open at 9:00 tomorrow.",
    );
    expect(callPromise(settings, new Date("2026-11-10T06:00:00Z"))).toBe(
      "We'll call you when we open at 9:00 today.",
    );
    // Too close to closing for the threshold: the next opening.
    expect(callPromise(settings, new Date("2026-11-10T16:50:00Z"))).toBe(
      "We'll call you when we open at 9:00 tomorrow.",
    );
    // Saturday afternoon: Monday. Christmas Eve evening: Saturday (Christmas Day closed).
    expect(callPromise(settings, new Date("2026-11-14T15:00:00Z"))).toBe(
      "We'll call you when we open at 9:00 on Monday.",
    );
    expect(callPromise(settings, new Date("2026-12-24T18:00:00Z"))).toBe(
      "We'll call you when we open at 10:00 on Saturday.",
    );
    // British Summer Time: London's clock, not UTC's.
    expect(callPromise(settings, new Date("2026-07-07T22:00:00Z"))).toBe(
      "We'll call you when we open at 9:00 tomorrow.",
    );
    expect(callPromise(null, new Date())).toBeNull();
  });
});
