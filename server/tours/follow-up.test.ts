/**
 * What follows a booking (issue 19): the tour on its lead's record (matched by e-mail and gym), and the
 * webhooks a cancellation and the staff's attended / no-show marks send, delivered by the app's outbox
 * worker to a real HTTP receiver on 127.0.0.1 and verified with the standardwebhooks library.
 */
import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { outbox } from "#server/db/schema.ts";
import { submissionDetail } from "#server/staff/queries.ts";
import { apiHeaders, testApp, validBodies } from "#server/test/app.ts";
import { createBackend, type TestBackend } from "#server/test/backends.ts";
import { sleep, waitFor } from "#server/test/wait.ts";
import { type Receiver, startReceiver } from "#server/test/webhook-receiver.ts";
import { shippedGyms } from "#tests/shipped.ts";
import { markTour, slotsWithPlaces } from "./book";

const client = { ipHash: "h", referer: "https://novo.example/greenwich/tour", userAgent: "test" };

describe("a tour after its booking", () => {
  let backend: TestBackend;
  let receiver: Receiver;
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    backend = await createBackend("pglite");
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.stop();
    await backend?.dispose();
  });
  beforeEach(async () => {
    await backend.reset();
    receiver.received.length = 0;
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  async function start() {
    const app = await testApp(backend.database, {
      env: { WEBHOOK_URLS: receiver.url("/crm"), WEBHOOK_SECRET: secret },
      startWorker: true,
      worker: { pollIntervalMs: 50, backoffMs: () => 100 },
    });
    apps.push(app);
    return app;
  }
  const db = () => backend.database.db;

  async function bookGreenwich(app: FastifyInstance, email: string, nth = 0) {
    const slot = (await slotsWithPlaces(db(), app.content.snapshot(), "novogreenwich", new Date())).at(
      -1 - nth,
    );
    if (!slot) throw new Error("no slot");
    const outcome = await app.tours(client).book({
      gym: "novogreenwich",
      slot: slot.start,
      firstName: "Jane",
      lastName: "Doe",
      email,
      phoneNum: "07700 900123",
    });
    if (!outcome.ok) throw new Error("not booked");
    return { id: outcome.id, slot: slot.start };
  }

  it("shows on the lead's record (same e-mail, any case, same gym), with its status as staff mark it", async () => {
    const app = await start();
    const lead = await app.inject({
      method: "POST",
      url: apiPaths.lead,
      headers: apiHeaders,
      payload: JSON.stringify({ ...validBodies.lead, email: "Jane@Example.com" }),
    });
    const leadId: string = lead.json().id;
    const tour = await bookGreenwich(app, "jane@example.com");
    // Someone else's tour, and Jane's tour of another gym, are not on this record.
    await bookGreenwich(app, "other@example.com", 1);
    const welling = (await slotsWithPlaces(db(), app.content.snapshot(), "novowelling", new Date())).at(-1);
    await app.tours(client).book({ ...validBodies.lead, gym: "novowelling", slot: welling?.start });

    const record = await submissionDetail(db(), "novogreenwich", leadId, shippedGyms);
    expect(record?.tours.map((t) => [t.submissionId, t.startsAt, t.status])).toEqual([
      [tour.id, tour.slot, "booked"],
    ]);
    // The tour's own submission shows its booking too.
    expect(
      (await submissionDetail(db(), "management", tour.id, shippedGyms))?.tours.map((t) => t.status),
    ).toEqual(["booked"]);

    const bookingId = record?.tours[0]?.id ?? "";
    expect(await markTour(db(), bookingId, "attended", "greenwich@x", ["novogreenwich"])).toBe(true);
    expect((await submissionDetail(db(), "management", leadId, shippedGyms))?.tours[0]?.status).toBe(
      "attended",
    );
    // Welling's staff do not see Greenwich's lead at all.
    expect(await submissionDetail(db(), "novowelling", leadId, shippedGyms)).toBeNull();
  });

  it("sends tour.no_show, tour.attended and tour.cancelled webhooks, each once, signed, with its own id", async () => {
    const app = await start();
    const webhookRows = () =>
      db().select().from(outbox).where(eq(outbox.channel, "webhook")).orderBy(asc(outbox.id));
    const allSent = async (n: number) => {
      const rows = await webhookRows();
      return rows.length === n && rows.every((r) => r.status === "sent");
    };
    const urls = [receiver.url("/crm")];

    const first = await bookGreenwich(app, "jane@example.com");
    const [booking] = (await submissionDetail(db(), "management", first.id, shippedGyms))?.tours ?? [];
    if (!booking) throw new Error("no booking");
    await waitFor(() => allSent(1), 10_000, "submission.created");
    expect(await markTour(db(), booking.id, "no-show", "greenwich@x", null, urls)).toBe(true);
    // Marking what it already is changes nothing and sends nothing.
    expect(await markTour(db(), booking.id, "no-show", "greenwich@x", null, urls)).toBe(true);
    app.outbox.nudge();
    await waitFor(() => allSent(2), 10_000, "tour.no_show");
    expect(await markTour(db(), booking.id, "attended", "management@x", null, urls)).toBe(true);
    app.outbox.nudge();
    await waitFor(() => allSent(3), 10_000, "tour.attended");

    // The visitor cancels a second booking from the link in their mail.
    const second = await bookGreenwich(app, "ann@example.com", 1);
    const confirmation = (await db().select().from(outbox).where(eq(outbox.submissionId, second.id))).find(
      (r) => r.purpose === "visitor-confirmation",
    );
    const token = /\/tour\/cancel\/([A-Za-z0-9_-]+)/.exec(confirmation?.textBody ?? "")?.[1] ?? "";
    expect(await app.tours(client).cancel(token)).toBe(true);
    await waitFor(() => allSent(5), 10_000, "tour.cancelled");
    await sleep(200);

    const verifier = new Webhook(secret);
    const events = receiver.received.map((message) => {
      const headers = Object.fromEntries(
        Object.entries(message.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]),
      );
      return { id: message.headers["webhook-id"], event: verifier.verify(message.body, headers) };
    });
    expect(events.map((e) => (e.event as { type: string }).type)).toEqual([
      "submission.created",
      "tour.no_show",
      "tour.attended",
      "submission.created",
      "tour.cancelled",
    ]);
    // One id per event: never the same twice, and a tour event's never its submission's.
    expect(new Set(events.map((e) => e.id)).size).toBe(5);
    expect(events[1]?.id).toMatch(new RegExp(`^msg_${first.id}_tour\\.no_show_\\d+$`));
    expect(events[1]?.event).toEqual({
      type: "tour.no_show",
      timestamp: expect.any(String),
      data: {
        id: first.id,
        kind: "tour",
        gym: "novogreenwich",
        booking: {
          id: booking.id,
          startsAt: first.slot,
          endsAt: new Date(Date.parse(first.slot) + 30 * 60_000).toISOString(),
          status: "no-show",
        },
        email: "jane@example.com",
        markedBy: "greenwich@x",
      },
    });
    const cancelled = events[4]?.event as {
      data: { id: string; booking: { status: string }; markedBy: null };
    };
    expect([cancelled.data.id, cancelled.data.booking.status, cancelled.data.markedBy]).toEqual([
      second.id,
      "cancelled",
      null,
    ]);
  });
});
