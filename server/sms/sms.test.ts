/** Discount confirmations by text through a fake Twilio Messages API on 127.0.0.1. */
import { Writable } from "node:stream";
import { asc, notInArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { outbox } from "#server/db/schema.ts";
import { loggerOptions } from "#server/logging.ts";
import { LEAD_CHASES } from "#server/staff/first-contact.ts";
import { apiHeaders, testApp, validBodies } from "#server/test/app.ts";
import { createBackend, type TestBackend } from "#server/test/backends.ts";
import { type FakeTwilio, startFakeTwilio, twilioEnv } from "#server/test/http-fakes.ts";
import { startSmtpServer, type TestSmtpServer } from "#server/test/smtp.ts";
import { sleep, waitFor } from "#server/test/wait.ts";
import { toUkMobile } from "./phone";

describe("toUkMobile", () => {
  it.each([
    ["07700 900123", "+447700900123"],
    ["07700900123", "+447700900123"],
    ["+44 7700 900123", "+447700900123"],
    ["+44 (0)7700 900123", "+447700900123"],
    ["0044 7700 900123", "+447700900123"],
    ["447700900123", "+447700900123"],
    ["(07700) 900-123", "+447700900123"],
    ["07400 123456", "+447400123456"],
  ])("%s -> %s", (input, expected) => {
    expect(toUkMobile(input)).toBe(expected);
  });

  it.each([
    ["a London landline", "020 7946 0123"],
    ["a geographic number", "01632 960123"],
    ["no trunk prefix", "7700900123"],
    ["too short", "0770090012"],
    ["too long", "+44 7700 9001234"],
    ["premium rate", "09098 790000"],
    ["premium rate, international form", "+44 909 879 0000"],
    ["a personal number (070)", "07012 345678"],
    ["a pager (076)", "07624 123456"],
    ["an Irish mobile", "+353 85 123 4567"],
    ["a Latvian premium number", "+371 9000 0000"],
    ["a US number", "+1 202 555 0123"],
    ["a Guernsey mobile (+44 7781, not the UK)", "07781 123456"],
  ])("%s (%s) gets no text", (_, input) => {
    expect(toUkMobile(input)).toBeNull();
  });
});

describe("SMS through a Twilio-compatible API", () => {
  let backend: TestBackend;
  let twilio: FakeTwilio;
  let smtp: TestSmtpServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    backend = await createBackend("pglite");
    twilio = await startFakeTwilio();
    smtp = await startSmtpServer();
    app = await testApp(backend.database, {
      env: {
        SMTP_URL: smtp.url,
        ...twilioEnv(twilio),
      },
      startWorker: true,
      worker: { pollIntervalMs: 50, backoffMs: () => 100 },
    });
  });
  afterAll(async () => {
    await app?.close();
    await twilio?.close();
    await smtp?.stop();
    await backend?.dispose();
  });
  beforeEach(async () => {
    await backend.reset();
    twilio.requests.length = 0;
    twilio.status = 201;
    smtp.received.length = 0;
  });
  afterEach(() => {
    twilio.status = 201;
  });

  // A lead's reminder and escalation are due later, in staffed time (server/outbox/chase.test.ts).
  const rows = () =>
    backend.database.db
      .select()
      .from(outbox)
      .where(notInArray(outbox.purpose, [...LEAD_CHASES]))
      .orderBy(asc(outbox.id));
  const submit = (body: unknown) =>
    app.inject({ method: "POST", url: apiPaths.lead, headers: apiHeaders, payload: JSON.stringify(body) });

  it("texts the DAYPASS50 code, end date and tour link to the visitor's mobile in E.164", async () => {
    expect((await submit(validBodies.lead)).statusCode).toBe(201);
    await waitFor(
      () => twilio.requests.length === 1 && smtp.received.length === 1,
      10_000,
      "SMS and staff mail",
    );
    const [request] = twilio.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/2010-04-01/Accounts/AC0123456789abcdef/Messages.json");
    expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from("AC0123456789abcdef:secret-token").toString("base64")}`,
    );
    const form = new URLSearchParams(request?.body);
    expect(form.get("To")).toBe("+447700900123");
    expect(form.get("From")).toBe("+447700900000");
    expect(form.get("Body")).toContain("DAYPASS50");
    expect(form.get("Body")).toContain("31 December 2099");
    // The tour page of the gym (issue 19), in place of the enquiry form.
    expect(form.get("Body")).toContain("https://novo.example/greenwich/tour");
    // The staff mail still goes by e-mail; no confirmation e-mail as well as the text.
    expect(smtp.received[0]?.envelopeTo).toEqual(["greenwich@novogyms.co.uk"]);
    await waitFor(async () => (await rows()).every((r) => r.status === "sent"), 5000, "rows sent");
    expect((await rows()).map((r) => [r.channel, r.recipient])).toEqual([
      ["email", "greenwich@novogyms.co.uk"],
      ["sms", "+447700900123"],
    ]);
  });

  it("confirms by e-mail when the number is not a mobile", async () => {
    await submit({ ...validBodies.lead, phoneNum: "020 7946 0999" });
    await waitFor(() => smtp.received.length === 2, 10_000, "two mails");
    expect(twilio.requests).toHaveLength(0);
    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual([
      "greenwich@novogyms.co.uk",
      "jane@example.com",
    ]);
  });

  it("sends no text to a non-UK number: the confirmation goes by e-mail", async () => {
    expect((await submit({ ...validBodies.lead, phoneNum: "+371 9000 0000" })).statusCode).toBe(201);
    await waitFor(() => smtp.received.length === 2, 10_000, "two mails");
    await sleep(200);
    expect(twilio.requests).toHaveLength(0);
    expect((await rows()).map((r) => r.channel)).toEqual(["email", "email"]);
  });

  it("30 leads with one number, each with a fresh e-mail address: at most SMS_PER_NUMBER_PER_DAY texts", async () => {
    for (let i = 0; i < 30; i++) {
      const response = await submit({
        ...validBodies.lead,
        email: `pump${i}@example.com`,
        phoneNum: "07400 123456",
      });
      expect(response.statusCode).toBe(201);
    }
    const all = await rows();
    expect(all.filter((r) => r.channel === "sms")).toHaveLength(2);
    // Every visitor is still confirmed, by e-mail past the cap.
    expect(all.filter((r) => r.purpose === "visitor-confirmation" && r.channel === "email")).toHaveLength(28);
  });

  it("retries when the SMS API fails with 5xx and sends once it recovers", async () => {
    twilio.status = 503;
    await submit(validBodies.lead);
    await waitFor(
      async () => (await rows()).some((r) => r.channel === "sms" && r.attempts >= 1),
      10_000,
      "a failed SMS",
    );
    // Still due: waiting for its retry, or already claimed by it; never given up.
    expect(["pending", "sending"]).toContain((await rows()).find((r) => r.channel === "sms")?.status);
    twilio.status = 201;
    await waitFor(async () => (await rows()).every((r) => r.status === "sent"), 10_000, "SMS sent");
    await sleep(200);
    expect(twilio.requests.filter((r) => r.body.includes("DAYPASS50")).length).toBeGreaterThanOrEqual(2);
    expect((await rows()).find((r) => r.channel === "sms")?.attempts).toBeGreaterThanOrEqual(2);
  });

  it("marks the text dead at once when the API refuses the number (4xx)", async () => {
    twilio.status = 400;
    await submit(validBodies.lead);
    await waitFor(
      async () => (await rows()).find((r) => r.channel === "sms")?.status === "dead",
      10_000,
      "dead SMS",
    );
    const sms = (await rows()).find((r) => r.channel === "sms");
    expect(sms?.attempts).toBe(1);
    // Twilio's code, never its message, which quotes the number.
    expect(sms?.lastError).toBe("SMS API answered 400 (Twilio error 21211)");
    expect(sms?.lastError).not.toContain("7700");
  });
});

describe("the site's daily SMS budget (SMS_DAILY_MAX)", () => {
  it("past the budget confirms by e-mail and logs it once", async () => {
    const backend = await createBackend("pglite");
    const twilio = await startFakeTwilio();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await testApp(backend.database, {
      env: {
        TWILIO_ACCOUNT_SID: "AC0123456789abcdef",
        TWILIO_AUTH_TOKEN: "secret-token",
        TWILIO_FROM: "+447700900000",
        TWILIO_API_URL: twilio.url,
        SMS_DAILY_MAX: "3",
      },
      logger: { ...(loggerOptions("info") as object), stream },
    });
    try {
      for (let i = 0; i < 6; i++) {
        const phoneNum = `07400 1234${String(i).padStart(2, "0")}`;
        const response = await app.inject({
          method: "POST",
          url: apiPaths.lead,
          headers: apiHeaders,
          payload: JSON.stringify({ ...validBodies.lead, email: `v${i}@example.com`, phoneNum }),
        });
        expect(response.statusCode).toBe(201);
      }
      const all = await backend.database.db.select().from(outbox);
      expect(all.filter((r) => r.channel === "sms")).toHaveLength(3);
      expect(all.filter((r) => r.purpose === "visitor-confirmation" && r.channel === "email")).toHaveLength(
        3,
      );
      expect(lines.filter((line) => line.includes("daily SMS budget spent"))).toHaveLength(1);
    } finally {
      await app.close();
      await twilio.close();
      await backend.dispose();
    }
    // Its own embedded database and app: allow for their start on a loaded machine.
  }, 120_000);
});
