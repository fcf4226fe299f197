/**
 * The tour's messages (issue 19): the invite parsed back with ical.js (TZID Europe/London, a stable UID,
 * the gym's address as LOCATION, the right instant across a clock change), and the reminders (an e-mail and,
 * with Twilio configured, a text): held by their not-before time, then delivered exactly once each across a
 * server restart and a crashed claim, through the app's own outbox worker, a real SMTP server and a fake
 * Twilio API; past the SMS caps, no text reminder.
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "#server/db/schema.ts";
import { testApp } from "#server/test/app.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { type FakeTwilio, startFakeTwilio, twilioEnv } from "#server/test/http-fakes.ts";
import { startSmtpServer, type TestSmtpServer } from "#server/test/smtp.ts";
import { shippedGym } from "#tests/shipped.ts";
import { slotsWithPlaces } from "./book";
import { tourInvite, tourUid } from "./ical";

const greenwich = shippedGym("greenwich");

describe("the tour's calendar invite", () => {
  it("parses back with the London time, a stable UID and the gym's address", () => {
    const invite = {
      bookingId: "7d0f1c2e-0000-4000-8000-000000000001",
      // Sunday 29 March 2026, the first day of BST: 08:00 London is 07:00 UTC.
      start: "2026-03-29T07:00:00.000Z",
      end: "2026-03-29T07:30:00.000Z",
      gymName: "Novo Greenwich",
      location: `${greenwich.address}, ${greenwich.postcode}`,
      cancelUrl: "https://novo.example/tour/cancel/abcdefghijklmnopqrstuvwxyz",
      domain: "novo.example",
      stamp: new Date("2026-03-20T10:00:00Z"),
    };
    const text = tourInvite(invite);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const zone = calendar.getFirstSubcomponent("vtimezone");
    if (!zone) throw new Error("no VTIMEZONE");
    ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    expect(event.uid).toBe(tourUid(invite.bookingId, "novo.example"));
    expect(tourInvite({ ...invite, stamp: new Date() })).toContain(`UID:${event.uid}`);
    expect(event.location).toBe(invite.location);
    expect(event.startDate.zone?.tzid).toBe("Europe/London");
    expect(event.startDate.toString()).toBe("2026-03-29T08:00:00");
    expect(event.startDate.toJSDate().toISOString()).toBe(invite.start);
    expect(event.endDate.toJSDate().toISOString()).toBe(invite.end);
    expect(event.summary).toBe("Tour of Novo Greenwich");
    expect(event.description).toContain(invite.cancelUrl);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const cancelled = new ICAL.Component(ICAL.parse(tourInvite({ ...invite, cancelled: true })));
    expect(cancelled.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.getFirstSubcomponent("vevent")?.getFirstPropertyValue("uid")).toBe(event.uid);
  });
});

describe.each(backendNames)("the tour reminders on %s", (backendName) => {
  let backend: TestBackend;
  let smtp: TestSmtpServer;
  let twilio: FakeTwilio;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    backend = await createBackend(backendName);
    twilio = await startFakeTwilio();
  });
  afterAll(async () => {
    await twilio?.close();
    await backend?.dispose();
  });
  beforeEach(async () => {
    await backend.reset();
    twilio.requests.length = 0;
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await smtp.stop().catch(() => {});
  });

  /** One server instance with Twilio configured; its worker is driven by hand (a one-second lease). */
  async function instance(instanceId: string, env: Record<string, string> = {}) {
    const app = await testApp(backend.database, {
      env: {
        SMTP_URL: smtp.url,
        ...twilioEnv(twilio),
        ...env,
      },
      worker: { instanceId, leaseSeconds: 1, pollIntervalMs: 60_000 },
    });
    apps.push(app);
    return app;
  }
  const stop = async (app: FastifyInstance) => {
    apps.splice(apps.indexOf(app), 1);
    await app.close();
  };

  async function book(app: FastifyInstance, phoneNum = "07700 900123") {
    // The last slot offered: more than 24 hours away, so its reminders are scheduled, not due.
    const slot = (
      await slotsWithPlaces(backend.database.db, app.content.snapshot(), "novogreenwich", new Date())
    ).at(-1);
    if (!slot) throw new Error("no slot");
    const booked = await app.tours({ ipHash: "h", referer: null, userAgent: null }).book({
      gym: "novogreenwich",
      slot: slot.start,
      firstName: "Zoë",
      lastName: "Tourer",
      email: "zoe@example.com",
      phoneNum,
    });
    expect(booked.ok).toBe(true);
    return slot;
  }
  const rowsOf = (purpose: string) =>
    backend.database.db.select().from(outbox).where(eq(outbox.purpose, purpose));

  it("wait for their not-before time, then go out once each, by mail and text, across a restart and a crashed claim", async () => {
    const db = backend.database.db;
    const first = await instance("first");
    const slot = await book(first);
    const due = new Date(Date.parse(slot.start) - 24 * 3600_000).toISOString();
    for (const purpose of ["tour-reminder", "tour-reminder-sms"])
      expect((await rowsOf(purpose)).map((r) => r.nextAttemptAt.toISOString())).toEqual([due]);

    // The confirmation, the staff notification and the confirmation text; not the reminders.
    expect(await first.outbox.runOnce()).toBe(3);
    expect(smtp.received.map((m) => m.subject)).toHaveLength(2);
    const confirmation = smtp.received.find((m) => m.envelopeTo.includes("zoe@example.com"));
    expect(confirmation?.raw).toMatch(/text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(twilio.requests.map((r) => new URLSearchParams(r.body).get("Body"))).toEqual([
      expect.stringContaining("is booked for"),
    ]);
    expect(await first.outbox.runOnce()).toBe(0);
    await stop(first);

    // A day before the tour (the clock moved on): the reminders are due.
    await db.execute(
      sql`update outbox set next_attempt_at = now() - interval '1 second' where purpose like 'tour-reminder%'`,
    );
    // An instance claims them and dies before sending; its lease runs out.
    const crashed = await instance("crashed");
    expect((await crashed.outbox.claim(10)).map((r) => r.purpose).sort()).toEqual([
      "tour-reminder",
      "tour-reminder-sms",
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1100));

    // The restarted server's worker takes them back and sends each, once.
    const restarted = await instance("restarted");
    expect(await restarted.outbox.runOnce()).toBe(2);
    expect(await restarted.outbox.runOnce()).toBe(0);
    const reminders = smtp.received.filter((m) => m.subject.startsWith("Reminder: your tour"));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain("Cancel or change this booking");
    const texts = twilio.requests.map((r) => new URLSearchParams(r.body));
    expect(texts.map((t) => t.get("To"))).toEqual(["+447700900123", "+447700900123"]);
    expect(texts[1]?.get("Body")).toMatch(
      /^Novo: a reminder of your tour of Novo Greenwich, .+ Cancel or change: https:\/\/novo\.example\/tour\/cancel\//,
    );
    for (const purpose of ["tour-reminder", "tour-reminder-sms"])
      expect((await rowsOf(purpose)).map((r) => r.status)).toEqual(["sent"]);
  });

  it("sends no text reminder past the SMS caps: both texts fit or neither is written", async () => {
    const app = await instance("capped", { SMS_PER_NUMBER_PER_DAY: "3" });
    await book(app); // two texts: the confirmation and the reminder
    await book(app); // two more would be four, over the cap of three: the e-mails alone
    expect(await rowsOf("tour-confirmation-sms")).toHaveLength(1);
    expect(await rowsOf("tour-reminder-sms")).toHaveLength(1);
    expect(await rowsOf("tour-reminder")).toHaveLength(2);
    expect(await rowsOf("visitor-confirmation")).toHaveLength(2);
  });
});
