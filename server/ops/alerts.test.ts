/**
 * Alerts (issue 43): a dead message is an incident on its own; a failed alert send is retried with backoff
 * and shows in health meanwhile; two instances on one PostgreSQL, both seeing mail fail, send one alert and
 * one resolution between them (the lease in ops_leases and the claim on the incident's row).
 */
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import type { Database } from "#server/db/client.ts";
import { apiHeaders, testApp, validBodies } from "#server/test/app.ts";
import { backendNames, createBackend, testDatabaseUrl } from "#server/test/backends.ts";
import { startSmtpServer, type TestSmtpServer } from "#server/test/smtp.ts";
import { sleep, waitFor } from "#server/test/wait.ts";
import { type Receiver, startReceiver } from "#server/test/webhook-receiver.ts";

const TICK_MS = 200;
const lead = validBodies.lead;

interface Health {
  status: string;
  reasons: string[];
  outbox: { dead: number; failing: boolean };
  alerts: { undelivered: { kind: string; failures: number; error: string | null }[] };
}

const opened: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const each of opened.splice(0).reverse()) await each.close();
});

async function alertingApp(
  database: Database,
  smtp: TestSmtpServer,
  hooks: Receiver,
  instanceId: string,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const app = await testApp(database, {
    startWorker: true,
    worker: { pollIntervalMs: 100, backoffMs: () => 200, instanceId: `worker-${instanceId}` },
    ops: { tickMs: TICK_MS, retryMs: () => 400, instanceId },
    env: {
      SMTP_URL: smtp.url,
      ALERT_WEBHOOK_URL: hooks.url("/alerts"),
      ALERT_AFTER_MINUTES: String(2000 / 60_000),
      OUTBOX_MAX_ATTEMPTS: "1000",
      ...env,
    },
  });
  opened.push(app);
  return app;
}

async function servers() {
  const smtp = await startSmtpServer();
  const hooks = await startReceiver();
  opened.push({ close: () => smtp.stop() }, { close: () => hooks.stop() });
  return { smtp, hooks };
}

const textOf = (hooks: Receiver, index: number) =>
  (JSON.parse(hooks.received[index]?.body ?? "{}") as { text?: string }).text ?? "";

describe.each(backendNames)("alerts on %s", (name) => {
  it("raises an incident for a dead message on its own, retries a failed alert with backoff and shows it in health meanwhile", async () => {
    const backend = await createBackend(name);
    opened.push({ close: () => backend.dispose() });
    const { smtp, hooks } = await servers();
    // A permanent refusal: each message dies at its first attempt, and mail as a whole is not "failing".
    smtp.reject = 550;
    hooks.answer(500, 503);
    const app = await alertingApp(backend.database, smtp, hooks, "only", { OUTBOX_MAX_ATTEMPTS: "1" });
    const health = async () => (await app.inject({ method: "GET", url: apiPaths.health })).json() as Health;

    const stored = await app.inject({
      method: "POST",
      url: apiPaths.lead,
      headers: apiHeaders,
      payload: lead,
    });
    expect(stored.statusCode).toBe(201);
    await waitFor(async () => (await health()).reasons.includes("message-dead"), 10_000, "the dead message");
    const dead = await health();
    expect(dead.status).toBe("degraded");
    expect(dead.reasons).not.toContain("mail-failing");
    expect(dead.outbox).toMatchObject({ failing: false });
    expect(dead.outbox.dead).toBeGreaterThanOrEqual(1);

    // The receiver fails twice: health says so (no URL in it), then the third try goes through.
    await waitFor(
      async () => (await health()).reasons.includes("alert-undelivered"),
      10_000,
      "the failed alert in health",
    );
    const undelivered = (await health()).alerts.undelivered;
    expect(undelivered[0]).toMatchObject({
      kind: "message-dead",
      error: expect.stringMatching(/answered 50/),
    });
    expect(JSON.stringify(undelivered)).not.toContain("127.0.0.1");
    await waitFor(() => hooks.delivered().length === 1, 10_000, "the alert, third time");
    expect(hooks.received.map((r) => r.status)).toEqual([500, 503, 200]);
    await sleep(TICK_MS * 8);
    expect(hooks.received).toHaveLength(3);
    expect(textOf(hooks, 2)).toMatch(
      /message could not be delivered and was given up|messages could not be delivered/,
    );
    for (const value of [lead.firstName, lead.lastName, lead.email, "900123"])
      expect(textOf(hooks, 2)).not.toContain(value);
    await waitFor(
      async () => !(await health()).reasons.includes("alert-undelivered"),
      5_000,
      "health clear of it",
    );
  }, 60_000);
});

describe.skipIf(!testDatabaseUrl)("two instances on one PostgreSQL", () => {
  it("send one alert between them when mail fails, and one resolution", async () => {
    const backend = await createBackend("postgres");
    opened.push({ close: () => backend.dispose() });
    const second = await backend.open();
    const { smtp, hooks } = await servers();
    smtp.refuseAll = true;
    const a = await alertingApp(backend.database, smtp, hooks, "instance-a");
    const b = await alertingApp(second, smtp, hooks, "instance-b");
    await a.inject({ method: "POST", url: apiPaths.lead, headers: apiHeaders, payload: lead });
    await b.inject({
      method: "POST",
      url: apiPaths.lead,
      headers: apiHeaders,
      payload: validBodies.armoryLead,
    });
    await waitFor(() => hooks.received.length > 0, 20_000, "the alert");
    // Both instances tick many times over; both see the incident.
    await sleep(TICK_MS * 15);
    for (const app of [a, b])
      expect(
        ((await app.inject({ method: "GET", url: apiPaths.health })).json() as Health).reasons,
      ).toContain("mail-failing");
    expect(hooks.received).toHaveLength(1);
    expect(textOf(hooks, 0)).toMatch(/Mail has not been delivered .* Leads affected: 2\./);

    smtp.refuseAll = false;
    await waitFor(() => hooks.received.length === 2, 20_000, "the resolution");
    await sleep(TICK_MS * 15);
    expect(hooks.received).toHaveLength(2);
    expect(textOf(hooks, 1)).toMatch(/Resolved: mail is being delivered again/);
  }, 90_000);
});
