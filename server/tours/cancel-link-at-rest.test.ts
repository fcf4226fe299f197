/**
 * A tour's cancel link is a credential (whoever holds it cancels the visitor's tour): once each message
 * carrying it is sent, the stored copy no longer holds its token (issue 30.5), in the mail's text, its HTML,
 * its invite or a text message; the rest of the message is kept. The file mailer's .eml copy is the delivered
 * mail, so it holds the link until the link is used, and then goes (as a used sign-in link's mail does).
 * Against the real worker, a fake Twilio (a real HTTP server) and the file mailer.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tourSlotsFrom } from "#contracts/content/tours.server.ts";
import { outbox } from "#server/db/schema.ts";
import { REMOVED_CANCEL_LINK } from "#server/outbox/credentials.ts";
import { testApp } from "#server/test/app.ts";
import { createBackend, type TestBackend, wholeDatabase } from "#server/test/backends.ts";
import { type FakeTwilio, startFakeTwilio, twilioEnv } from "#server/test/http-fakes.ts";
import { waitFor } from "#server/test/wait.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "novo-cancel-links-"));
const outboxDir = path.join(dataDir, "outbox");
const client = { ipHash: "h", referer: null, userAgent: null };

describe("no tour cancel link at rest once sent", () => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let twilio: FakeTwilio;
  beforeAll(async () => {
    backend = await createBackend("pglite");
    twilio = await startFakeTwilio();
    app = await testApp(backend.database, {
      env: { DATA_DIR: dataDir, ...twilioEnv(twilio) },
      startWorker: true,
      worker: { pollIntervalMs: 50 },
    });
  });
  afterAll(async () => {
    await app?.close();
    await twilio?.close();
    await backend?.dispose();
  });

  const rows = () => backend.database.db.select().from(outbox).orderBy(outbox.id);

  it("cuts the token out of each sent copy, keeps it in the delivered .eml until used, then drops that", async () => {
    // Two days ahead: the reminders are scheduled, not sent at once.
    const slot = tourSlotsFrom(
      app.content.snapshot(),
      "novogreenwich",
      new Date(Date.now() + 2 * 86_400_000),
    )[0];
    const booked = await app.tours(client).book({
      gym: "novogreenwich",
      slot: slot?.start,
      firstName: "Ada",
      lastName: "Booker",
      email: "ada.booker@example.com",
      phoneNum: "07700 900123",
    });
    expect(booked).toMatchObject({ ok: true, held: false });
    // Read before the worker can send it: the token as mailed.
    const [written] = (await rows()).filter((r) => r.purpose === "visitor-confirmation");
    const token = /\/tour\/cancel\/([A-Za-z0-9_-]+)/.exec(written?.textBody ?? "")?.[1];
    if (!token) throw new Error("no cancel link in the confirmation");
    const linkCarriers = [
      "visitor-confirmation",
      "tour-confirmation-sms",
      "tour-reminder",
      "tour-reminder-sms",
    ];
    expect(
      (await rows())
        .filter((r) => linkCarriers.includes(r.purpose))
        .map((r) => r.purpose)
        .sort(),
    ).toEqual([...linkCarriers].sort());

    // The confirmation and its text are sent now: their copies keep everything but the token.
    await waitFor(
      async () =>
        (await rows()).filter((r) => r.status === "sent" && linkCarriers.includes(r.purpose)).length === 2,
      15_000,
      "confirmation and text sent",
    );
    for (const row of (await rows()).filter((r) => r.status === "sent")) {
      expect(JSON.stringify(row)).not.toContain(token);
      if (!linkCarriers.includes(row.purpose)) continue;
      expect(`${row.textBody}${row.htmlBody ?? ""}${row.calendar ?? ""}`).toContain(REMOVED_CANCEL_LINK);
    }
    const [confirmation] = (await rows()).filter((r) => r.purpose === "visitor-confirmation");
    expect(confirmation?.textBody).toContain("Ada");
    expect(confirmation?.calendar).toMatch(/^BEGIN:VCALENDAR/);
    // What Twilio was sent did carry it: the visitor got a working link.
    expect(twilio.requests.some((r) => r.body.includes(token))).toBe(true);

    // The reminders wait for the day before; sent (brought forward here), they keep no token either, and
    // then no table holds it.
    expect(
      (await rows())
        .filter((r) => r.status === "pending")
        .map((r) => r.purpose)
        .sort(),
    ).toEqual(["tour-reminder", "tour-reminder-sms"]);
    await backend.database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outbox.status, "pending"));
    await waitFor(async () => (await rows()).every((r) => r.status === "sent"), 15_000, "reminders sent");
    expect(await wholeDatabase(backend.database.db)).not.toContain(token);

    // The delivered mails (the file mailer's .eml) hold it until it is used.
    const carrying = () =>
      readdirSync(outboxDir).filter((name) =>
        readFileSync(path.join(outboxDir, name), "utf8")
          .replace(/=\r?\n/g, "")
          .includes(token),
      );
    expect(carrying().length).toBeGreaterThanOrEqual(2);
    const files = carrying();
    expect(await app.tours(client).cancel(token)).toBe(true);
    expect(carrying()).toEqual([]);
    for (const file of files) expect(existsSync(path.join(outboxDir, file))).toBe(false);
    // The gym's notice of the booking is kept; it never had the link.
    expect(readdirSync(outboxDir).some((name) => name.endsWith("-staff-notification.eml"))).toBe(true);
  });
});
