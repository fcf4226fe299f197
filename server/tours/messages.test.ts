/**
 * The tour's messages (issue 19): the invite parsed back with ical.js (TZID Europe/London, a stable UID,
 * the gym's address as LOCATION, the right instant across a clock change), and the reminder: held by its
 * not-before time, then delivered exactly once across a worker restart and a crashed claim.
 */
import { and, eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { gymByFormName } from "#app/content/gyms.ts";
import { outbox } from "#server/db/schema.ts";
import { createMailer } from "#server/mail/transport.ts";
import { createDeliver } from "#server/outbox/deliver.ts";
import { OutboxWorker } from "#server/outbox/worker.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { startSmtpServer, type TestSmtpServer } from "#server/test/smtp.ts";
import { bookTour, slotsWithPlaces } from "./book";
import { tourInvite, tourUid } from "./ical";

const greenwich = gymByFormName("novogreenwich");

describe("the tour's calendar invite", () => {
  it("parses back with the London time, a stable UID and the gym's address", () => {
    const invite = {
      bookingId: "7d0f1c2e-0000-4000-8000-000000000001",
      // Sunday 29 March 2026, the first day of BST: 08:00 London is 07:00 UTC.
      start: "2026-03-29T07:00:00.000Z",
      end: "2026-03-29T07:30:00.000Z",
      gymName: "Novo Greenwich",
      location: `${greenwich?.address}, ${greenwich?.postcode}`,
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

describe.each(backendNames)("the tour reminder on %s", (backendName) => {
  let backend: TestBackend;
  let smtp: TestSmtpServer;
  const workers: OutboxWorker[] = [];
  beforeAll(async () => {
    backend = await createBackend(backendName);
  });
  afterAll(() => backend?.dispose());
  beforeEach(async () => {
    await backend.reset();
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    await smtp.stop().catch(() => {});
  });

  function worker(instanceId: string) {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      dataDir: "/nonexistent",
      messageIdDomain: "novo.example",
    });
    const w = new OutboxWorker({
      db: backend.database.db,
      deliver: createDeliver({ mailer, sms: null, mailFrom: "Novo <no-reply@novo.example>" }),
      log: { info() {}, warn() {}, error() {}, debug() {} },
      instanceId,
      leaseSeconds: 1,
      pollIntervalMs: 60_000,
    });
    workers.push(w);
    return w;
  }

  it("waits for its not-before time, then goes out once across a restart and a crashed claim", async () => {
    const db = backend.database.db;
    const now = new Date();
    // The last slot offered: more than 24 hours away, so its reminder is scheduled, not due.
    const slot = (await slotsWithPlaces(db, "novogreenwich", now)).at(-1);
    if (!slot) throw new Error("no slot");
    const booked = await bookTour(
      { db, messages: { siteOrigin: "https://novo.example", smsEnabled: false }, now: () => now },
      {
        gym: "novogreenwich",
        slot: slot.start,
        firstName: "Zoë",
        lastName: "Tourer",
        email: "zoe@example.com",
        phoneNum: "07700 900123",
      },
      { ipHash: "h", referer: null, userAgent: null },
    );
    expect(booked.ok).toBe(true);
    const reminderRow = () =>
      db
        .select()
        .from(outbox)
        .where(and(eq(outbox.purpose, "tour-reminder")))
        .then((rows) => rows[0]);
    expect((await reminderRow())?.nextAttemptAt.toISOString()).toBe(
      new Date(Date.parse(slot.start) - 24 * 3600_000).toISOString(),
    );

    const first = worker("first");
    expect(await first.runOnce()).toBe(2); // the confirmation and the staff notification, not the reminder
    expect(smtp.received.map((m) => m.subject)).toHaveLength(2);
    const confirmation = smtp.received.find((m) => m.envelopeTo.includes("zoe@example.com"));
    expect(confirmation?.raw).toMatch(/text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(await first.runOnce()).toBe(0);
    await first.stop();

    // A day before the tour (the clock moved on): the reminder is due.
    await db.execute(
      sql`update outbox set next_attempt_at = now() - interval '1 second' where purpose = 'tour-reminder'`,
    );
    // An instance claims it and dies before sending; its lease runs out.
    const crashed = worker("crashed");
    expect((await crashed.claim(10)).map((r) => r.purpose)).toEqual(["tour-reminder"]);
    await new Promise((resolve) => setTimeout(resolve, 1100));

    // The restarted server's worker takes it back and sends it, once.
    const restarted = worker("restarted");
    expect(await restarted.runOnce()).toBe(1);
    expect(await restarted.runOnce()).toBe(0);
    const reminders = smtp.received.filter((m) => m.subject.startsWith("Reminder: your tour"));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain("Cancel or change this booking");
    expect((await reminderRow())?.status).toBe("sent");
  });
});
