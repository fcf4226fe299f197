/**
 * Mail failing, end to end (issue 43): a real SMTP server refusing every message with 421, a Slack-style
 * webhook receiver and a fake Twilio on 127.0.0.1, the real app with its worker and alerts running on short
 * timings (ALERT_AFTER_MINUTES takes decimals: 0.05 is 3 seconds). The staff page is the production build's.
 * While mail fails, management still gets in with the passkey it added while mail worked (part 5).
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { outbox } from "#server/db/schema.ts";
import { validBodies } from "#server/test/app.ts";
import { createBackend, type TestBackend } from "#server/test/backends.ts";
import { type FakeTwilio, startFakeTwilio, twilioEnv } from "#server/test/http-fakes.ts";
import { authenticator, passkeySteps, sessionCookieOf } from "#server/test/passkeys.ts";
import { startSmtpServer, type TestSmtpServer } from "#server/test/smtp.ts";
import { GREENWICH, MANAGEMENT, staffSteps, staffTestApp } from "#server/test/staff.ts";
import { sleep, waitFor } from "#server/test/wait.ts";
import { type Receiver, startReceiver } from "#server/test/webhook-receiver.ts";

const ALERT_AFTER_MS = 3000;
const TICK_MS = 200;
const ALERT_NUMBERS = ["+447700900111", "+447700900222"];
const lead = validBodies.lead;
/** What must never be in an alert: the lead's name, address and phone, whichever way it is written. */
const personal = [lead.firstName, lead.lastName, lead.email, lead.phoneNum, "900123", "7700900123"];

interface Health {
  status: string;
  reasons: string[];
  outbox: {
    pending: number;
    oldestPendingAgeSeconds: number | null;
    dead: number;
    lastDeliveryAt: string | null;
    failing: boolean;
    failingSince: string | null;
  };
}

describe("mail failing, end to end", () => {
  let backend: TestBackend;
  let smtp: TestSmtpServer;
  let hooks: Receiver;
  let twilio: FakeTwilio;
  let app: FastifyInstance;
  const steps = staffSteps(
    () => app,
    () => backend.database.db,
  );
  const passkeys = passkeySteps({
    post: steps.post,
    get app() {
      return app;
    },
  });
  const alertTexts = () =>
    twilio.requests.filter((r) => ALERT_NUMBERS.includes(new URLSearchParams(r.body).get("To") ?? ""));
  const health = async () => {
    const response = await app.inject({ method: "GET", url: apiPaths.health });
    return { code: response.statusCode, body: response.json() as Health };
  };

  beforeAll(async () => {
    backend = await createBackend("pglite");
    smtp = await startSmtpServer();
    hooks = await startReceiver();
    twilio = await startFakeTwilio();
    app = await staffTestApp(backend.database, {
      startWorker: true,
      worker: { pollIntervalMs: 100, backoffMs: () => 250 },
      ops: { tickMs: TICK_MS, retryMs: () => 500 },
      env: {
        SMTP_URL: smtp.url,
        ...twilioEnv(twilio),
        ALERT_WEBHOOK_URL: hooks.url("/services/T000/B000/alerts"),
        ALERT_SMS_TO: ALERT_NUMBERS.join(","),
        ALERT_AFTER_MINUTES: String(ALERT_AFTER_MS / 60_000),
        // Retried for the whole test: a message that died would be an incident of its own.
        OUTBOX_MAX_ATTEMPTS: "1000",
        METRICS_TOKEN: "metrics-token-for-tests-0123456789",
      },
    });
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await Promise.all([smtp?.stop(), hooks?.stop(), twilio?.close()]);
    await backend?.dispose();
  });

  it("alerts once by webhook and once per phone, degrades health, shows management the banner; then resolves once", async () => {
    // Management signs in while mail works: its link is delivered, the last delivery before the failure.
    // The link is read from its outbox row, whose token is scrubbed once sent: held at DATA meanwhile.
    let release = () => {};
    smtp.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const manager = await steps.signIn(MANAGEMENT);
    const colleague = await steps.signIn(GREENWICH);
    smtp.hold = null;
    release();
    await waitFor(async () => (await health()).body.outbox?.lastDeliveryAt, 10_000, "a first delivery");
    expect((await health()).body).toMatchObject({ status: "ok", reasons: [] });
    // While mail works, management adds a passkey: the way in that needs no mail (issue 43 part 5).
    const managersPhone = authenticator();
    expect((await passkeys.add(manager, managersPhone, "Manager's phone")).statusCode).toBe(200);

    smtp.refuseAll = true;
    const stored = Date.now();
    const id = await steps.lead(lead);
    await waitFor(() => hooks.received.length > 0, ALERT_AFTER_MS + 15_000, "the alert");
    // Not before the incident had lasted ALERT_AFTER_MINUTES.
    expect(Date.now() - stored).toBeGreaterThanOrEqual(ALERT_AFTER_MS);
    await waitFor(() => alertTexts().length === ALERT_NUMBERS.length, 5_000, "the alert texts");
    // Many more ticks and failed attempts: nothing in between.
    await sleep(TICK_MS * 10);
    expect(hooks.received).toHaveLength(1);
    expect(
      alertTexts()
        .map((r) => new URLSearchParams(r.body).get("To"))
        .sort(),
    ).toEqual(ALERT_NUMBERS);

    const firing = JSON.parse(hooks.received[0]?.body ?? "{}") as { text?: string };
    expect(hooks.received[0]?.headers["content-type"]).toBe("application/json");
    expect(firing.text).toMatch(
      /Mail has not been delivered since \d\d:\d\d; \d+ messages? (is|are) waiting\./,
    );
    expect(firing.text).toMatch(/Leads affected: 1\. First: Check the mail provider/);
    for (const text of [
      firing.text ?? "",
      ...alertTexts().map((r) => new URLSearchParams(r.body).get("Body") ?? ""),
    ]) {
      expect(text).toContain("Mail has not been delivered");
      for (const value of personal) expect(text).not.toContain(value);
      expect(text).not.toContain(id);
    }

    // Readiness stays 200: the instance still stores leads. Its status says what is wrong.
    const failing = await health();
    expect(failing.code).toBe(200);
    expect(failing.body.status).toBe("degraded");
    expect(failing.body.reasons).toContain("mail-failing");
    expect(failing.body.outbox).toMatchObject({ failing: true, dead: 0 });
    // The gym's notification: the visitor's confirmation went by text, the chases are not due yet.
    expect(failing.body.outbox.pending).toBe(1);
    expect(failing.body.outbox.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(failing.body.outbox.lastDeliveryAt).not.toBeNull();
    expect(failing.body.outbox.failingSince).not.toBeNull();
    expect((await app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);

    // Management's pages carry the banner; a gym's inbox does not.
    const page = await steps.get("/staff", manager);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(
      /Mail has not been delivered since \d\d:\d\d; \d+ messages? (is|are) waiting\./,
    );
    expect(page.body).not.toMatch(/<script/);
    expect((await steps.get("/staff", colleague)).body).not.toContain("Mail has not been delivered");

    // The morning after: management's session is gone and no sign-in link can be mailed, yet the passkey
    // signs management in from a fresh browser, into the inbox that holds the lead, under the banner.
    const outboxBefore = (await backend.database.db.select().from(outbox)).length;
    const signedIn = await passkeys.verify(managersPhone.authenticate(await passkeys.signInOptions()));
    expect(signedIn.statusCode).toBe(200);
    const morning = { cookie: sessionCookieOf(signedIn) ?? "" };
    expect(morning.cookie).not.toBe("");
    const inbox = await steps.get("/staff", morning);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain(id);
    expect(inbox.body).toContain("Mail has not been delivered since");
    expect((await backend.database.db.select().from(outbox)).length).toBe(outboxBefore);

    // The mail server takes mail again: everything goes out, one "resolved", and the banner is gone.
    smtp.refuseAll = false;
    await waitFor(
      async () => {
        const rows = await backend.database.db.select().from(outbox).where(eq(outbox.submissionId, id));
        const due = rows.filter((row) => row.channel === "email" && !row.purpose.startsWith("lead-"));
        return due.length > 0 && due.every((row) => row.status === "sent");
      },
      15_000,
      "the waiting mail to go out",
    );
    await waitFor(() => hooks.received.length === 2, 10_000, "the resolved alert");
    await sleep(TICK_MS * 10);
    expect(hooks.received).toHaveLength(2);
    const resolved = JSON.parse(hooks.received[1]?.body ?? "{}") as { text?: string };
    expect(resolved.text).toMatch(/Resolved: mail is being delivered again/);
    await waitFor(() => alertTexts().length === 2 * ALERT_NUMBERS.length, 5_000, "the resolved texts");
    expect(alertTexts()).toHaveLength(2 * ALERT_NUMBERS.length);
    // The gym's notification of the lead reached its inbox.
    expect(
      smtp.received.some((mail) => mail.envelopeTo.includes(GREENWICH) && mail.text.includes(lead.firstName)),
    ).toBe(true);

    const healthy = await health();
    expect(healthy.body).toMatchObject({
      status: "ok",
      reasons: [],
      outbox: { failing: false, failingSince: null },
    });
    expect((await steps.get("/staff", manager)).body).not.toContain("Mail has not been delivered");

    // A page's requests are labelled by the React Router route they matched, never by their URL; the staff
    // area's by its Fastify pattern.
    expect((await app.inject({ method: "GET", url: "/faq?utm_source=newsletter" })).statusCode).toBe(200);
    const metrics = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer metrics-token-for-tests-0123456789" },
    });
    expect(metrics.body).toMatch(
      /novo_http_request_duration_seconds_count\{route="routes\/faq",method="GET",status_class="2xx"\} 1\n/,
    );
    expect(metrics.body).toMatch(/\{route="\/staff",method="GET",status_class="2xx"\}/);
    expect(metrics.body).not.toContain("utm_source");
  }, 120_000);
});
