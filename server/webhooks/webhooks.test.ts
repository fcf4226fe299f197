/**
 * CRM webhooks end to end: submissions through the API, the outbox worker POSTing to a real HTTP receiver
 * on 127.0.0.1 (node:http, raw bodies and headers recorded), signatures checked independently and with the
 * standardwebhooks library, outages, a refusal, spam and held submissions, and two instances on one database.
 */
import { createHmac, randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { HONEYPOT_FIELD } from "#contracts/rules.ts";
import { decodeWebhookSecret } from "#contracts/webhook-signature.ts";
import { retryMessage, showOutbox } from "#server/cli/commands.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { readEnv } from "#server/env.ts";
import { loggerOptions } from "#server/logging.ts";
import { PermanentDeliveryError } from "#server/outbox/errors.ts";
import { apiHeaders, testApp, validBodies } from "#server/test/app.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { sleep, waitFor } from "#server/test/wait.ts";
import { type Received, type Receiver, startReceiver } from "#server/test/webhook-receiver.ts";
import { createWebhookSender } from "./send";

/** A fresh secret per run, in the spec's format (none is written in the repository). */
const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/** The signature recomputed by hand from the spec, without the code under test. */
function expectedSignature(secret: string, message: Received): string {
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const signed = `${message.headers["webhook-id"]}.${message.headers["webhook-timestamp"]}.${message.body}`;
  return `v1,${createHmac("sha256", key).update(signed).digest("base64")}`;
}

function expectVerified(secret: string, message: Received) {
  expect(message.headers["webhook-signature"]).toBe(expectedSignature(secret, message));
  const headers = {
    "webhook-id": String(message.headers["webhook-id"]),
    "webhook-timestamp": String(message.headers["webhook-timestamp"]),
    "webhook-signature": String(message.headers["webhook-signature"]),
  };
  expect(new Webhook(secret).verify(message.body, headers)).toEqual(JSON.parse(message.body));
  // A body changed by one character no longer verifies.
  expect(() => new Webhook(secret).verify(`${message.body} `, headers)).toThrow();
}

const fast = { pollIntervalMs: 50, backoffMs: () => 100 };

describe.each(backendNames)("webhooks on %s", (backendName) => {
  let backend: TestBackend;
  let receiver: Receiver;
  let secret: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    backend = await createBackend(backendName);
  });
  afterAll(() => backend?.dispose());
  /** Every log line of the apps of a test, parsed, with the instance that wrote it. */
  let logs: Record<string, unknown>[] = [];
  let logText = "";
  beforeEach(async () => {
    await backend.reset();
    receiver = await startReceiver();
    secret = newSecret();
    logs = [];
    logText = "";
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await receiver.stop();
  });

  async function start(paths = ["/crm"], env: Record<string, string> = {}, instanceId?: string) {
    const database = apps.length === 0 ? backend.database : await backend.open();
    const app = await testApp(database, {
      env: { WEBHOOK_URLS: paths.map(receiver.url).join(", "), WEBHOOK_SECRET: secret, ...env },
      startWorker: true,
      worker: { ...fast, ...(instanceId ? { instanceId, batchSize: 2 } : {}) },
      logger: {
        // The production logger settings (typed as Fastify's union; it is the options object).
        ...(loggerOptions("info") as object),
        stream: {
          write: (line: string) => {
            logText += line;
            logs.push({ ...JSON.parse(line), app: instanceId ?? "main" });
          },
        },
      },
    });
    apps.push(app);
    return app;
  }
  const submit = (app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url,
      headers: { ...apiHeaders, ...headers },
      payload: JSON.stringify(body),
    });
  const webhookRows = () =>
    backend.database.db.select().from(outbox).where(eq(outbox.channel, "webhook")).orderBy(asc(outbox.id));

  it("POSTs each submission once to every endpoint, signed, with the documented envelope", async () => {
    const app = await start(["/crm", "/zapier/hooks/catch/1/abc/"]);
    const response = await submit(app, apiPaths.lead, validBodies.lead, {
      referer: "https://novo.example/greenwich/offer?utm_source=flyer",
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    await waitFor(async () => (await webhookRows()).every((r) => r.status === "sent"), 10_000, "sent rows");
    await sleep(200);

    expect(receiver.received.map((r) => r.path).sort()).toEqual(["/crm", "/zapier/hooks/catch/1/abc/"]);
    const [stored] = await backend.database.db.select().from(submissions).where(eq(submissions.id, id));
    const rows = await webhookRows();
    for (const message of receiver.received) {
      expectVerified(secret, message);
      expect(message.headers["content-type"]).toBe("application/json");
      expect(message.headers["webhook-id"]).toBe(`msg_${id}`);
      expect(Math.abs(Number(message.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
      // Byte for byte the stored body: what is sent is what the outbox keeps.
      expect(rows.map((r) => r.textBody)).toContain(message.body);
      expect(JSON.parse(message.body)).toEqual({
        type: "submission.created",
        timestamp: stored?.createdAt.toISOString(),
        data: {
          id,
          kind: "lead",
          gym: "novogreenwich",
          createdAt: stored?.createdAt.toISOString(),
          page: "/greenwich/offer",
          // Where it came from (issue 38): here the Referer's query, a flyer's QR code.
          source: {
            channel: "offline",
            campaign: null,
            landingPage: "/greenwich/offer",
            referrerHost: null,
            utmSource: "flyer",
            utmMedium: null,
            utmTerm: null,
            utmContent: null,
            gclid: null,
            gbraid: null,
            wbraid: null,
            fbclid: null,
          },
          fields: stored?.payload,
        },
      });
    }
    // The logs name the outbox row, never the body, the visitor or the secret.
    expect(logs.filter((l) => l.msg === "outbox: delivered" && l.channel === "webhook")).toHaveLength(2);
    for (const leak of [secret, secret.slice(6), validBodies.lead.email, validBodies.lead.lastName, "abc/"])
      expect(logText).not.toContain(leak);
    expect(rows.map((r) => [r.purpose, r.subject, r.attempts])).toEqual([
      ["crm-webhook", "submission.created", 1],
      ["crm-webhook", "submission.created", 1],
    ]);
  });

  it("retries through an outage (503, 503, 200): delivered once, the same id and body every time", async () => {
    receiver.answer(503, 503);
    const app = await start();
    const { id } = (await submit(app, apiPaths.enquiry, validBodies.enquiry)).json();
    await waitFor(async () => (await webhookRows())[0]?.status === "sent", 10_000, "sent after the outage");
    await sleep(300);

    expect(receiver.received.map((r) => r.status)).toEqual([503, 503, 200]);
    expect(receiver.delivered()).toHaveLength(1);
    expect(new Set(receiver.received.map((r) => r.headers["webhook-id"]))).toEqual(new Set([`msg_${id}`]));
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    for (const message of receiver.received) expectVerified(secret, message);
    const [row] = await webhookRows();
    expect([row?.status, row?.attempts, row?.lastError]).toEqual(["sent", 3, null]);
  });

  it("a 400 is dead at once, shown in the CLI's outbox with its endpoint, and `retry` sends it", async () => {
    receiver.answer(400);
    const app = await start(["/hubspot/hook/42"]);
    await submit(app, apiPaths.investor, validBodies.investor);
    await waitFor(async () => (await webhookRows())[0]?.status === "dead", 10_000, "a dead row");
    // The mails (written as .eml files here) are sent, so the outbox listing holds the dead webhook only.
    const settled = async () =>
      (await backend.database.db.select().from(outbox)).every(
        (r) => r.status === "sent" || r.status === "dead",
      );
    await waitFor(settled, 10_000, "the mails sent");
    const [row] = await webhookRows();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBe(`webhook: HTTP 400 from ${receiver.host}`);

    const chunks: string[] = [];
    expect(await showOutbox(backend.database.db, { write: (t) => void chunks.push(t) })).toBe(1);
    const listing = chunks.join("");
    expect(listing).toMatch(
      new RegExp(`^${row?.id}\\s+dead\\s+webhook\\s+crm-webhook\\s+127\\.0\\.0\\.1`, "m"),
    );
    expect(listing).toContain("/hubspot/hook/42");
    expect(listing).toContain("HTTP 400");

    expect(await retryMessage(backend.database.db, row?.id ?? 0)).toBe("retried");
    app.outbox.nudge();
    await waitFor(async () => (await webhookRows())[0]?.status === "sent", 10_000, "sent after retry");
    expect(receiver.received.map((r) => r.status)).toEqual([400, 200]);
    expect(receiver.received[1]?.body).toBe(receiver.received[0]?.body);
  });

  it("sends nothing for spam or for a held submission", async () => {
    const app = await start(["/crm"], { RATE_LIMIT_EMAIL_HOLD_PER_MINUTE: "1" });
    const spam = await submit(app, apiPaths.lead, { ...validBodies.lead, [HONEYPOT_FIELD]: "buy now" });
    expect(spam.statusCode).toBe(201);
    const first = await submit(app, apiPaths.enquiry, { ...validBodies.enquiry, email: "same@example.com" });
    const second = await submit(app, apiPaths.enquiry, { ...validBodies.enquiry, email: "same@example.com" });
    const stored = await backend.database.db.select().from(submissions);
    expect(stored.filter((s) => s.spam).map((s) => s.id)).toEqual([spam.json().id]);
    expect(stored.filter((s) => s.held).map((s) => s.id)).toEqual([second.json().id]);

    await waitFor(() => receiver.received.length >= 1, 10_000, "the one real submission");
    await sleep(500);
    expect(receiver.received.map((r) => JSON.parse(r.body).data.id)).toEqual([first.json().id]);
    expect((await webhookRows()).map((r) => r.submissionId)).toEqual([first.json().id]);
  });

  it("two instances on one database: every submission reaches every endpoint exactly once", async () => {
    receiver.slow(20);
    receiver.answer(503, 200, 503); // a few retries in the mix
    const first = await start(["/a", "/b"], {}, "one");
    const second = await start(["/a", "/b"], {}, "two");
    const n = 12;
    const responses = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        submit(i % 2 ? second : first, apiPaths.enquiry, {
          ...validBodies.enquiry,
          email: `v${i}@example.com`,
        }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    await waitFor(() => receiver.delivered().length >= 2 * n, 20_000, `${2 * n} deliveries`);
    await sleep(500);

    const delivered = receiver.delivered().map((r) => `${r.path} ${r.headers["webhook-id"]}`);
    expect(delivered).toHaveLength(2 * n);
    expect(new Set(delivered).size).toBe(2 * n);
    const rows = await webhookRows();
    expect(rows.every((r) => r.status === "sent")).toBe(true);
    // Every request the receiver saw is an attempt the outbox recorded: nothing sent twice behind its back.
    expect(rows.reduce((sum, r) => sum + r.attempts, 0)).toBe(receiver.received.length);
    // Both instances delivered some (the test would prove nothing if one sat idle).
    const deliveredBy = logs.filter((l) => l.msg === "outbox: delivered" && l.channel === "webhook");
    expect(deliveredBy).toHaveLength(2 * n);
    expect(new Set(deliveredBy.map((l) => l.app))).toEqual(new Set(["one", "two"]));
  });
});

describe("the sender's reading of an answer", () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver?.stop());

  const row = (path: string) =>
    ({
      id: 7,
      submissionId: "3f1c2a9e-8b7d-4c55-9f0e-2d6a1b4c7e90",
      recipient: receiver.url(path),
      textBody: '{"type":"submission.created"}',
    }) as Parameters<ReturnType<typeof createWebhookSender>>[0];

  it.each([
    [200, "delivered"],
    [204, "delivered"],
    [302, "dead"],
    [400, "dead"],
    [404, "dead"],
    [408, "retried"],
    [429, "retried"],
    [500, "retried"],
    [503, "retried"],
  ])("HTTP %i: %s", async (status, outcome) => {
    const send = createWebhookSender({ secret: newSecret() });
    receiver.answer(status);
    const result = await send(row("/status")).then(
      () => "delivered",
      (error) => (error instanceof PermanentDeliveryError ? "dead" : "retried"),
    );
    expect(result).toBe(outcome);
  });

  it("a timeout or a closed port is retried, naming the host only", async () => {
    receiver.slow(500);
    const slow = createWebhookSender({ secret: newSecret(), timeoutMs: 100 });
    const timedOut = await slow(row("/slow")).catch((error: Error) => error);
    receiver.slow(0);
    expect(timedOut).toBeInstanceOf(Error);
    expect(timedOut).not.toBeInstanceOf(PermanentDeliveryError);
    expect((timedOut as Error).message).toBe(`webhook: timed out from ${receiver.host}`);

    // A port that was just free: nothing listens there.
    const gone = await startReceiver();
    await gone.stop();
    const closed = await createWebhookSender({ secret: newSecret() })({
      ...row("/x"),
      recipient: gone.url("/hook/secret-path"),
    }).catch((error: Error) => error);
    expect(closed).not.toBeInstanceOf(PermanentDeliveryError);
    expect((closed as Error).message).toBe(`webhook: ECONNREFUSED from ${gone.host}`);
  });
});

describe("webhook configuration", () => {
  const base = { DATA_DIR: "./data", API_KEY: "k", IP_HASH_SALT: "s" };

  it("reads comma-separated URLs with a whsec_ secret", () => {
    const secret = newSecret();
    const env = readEnv({
      ...base,
      WEBHOOK_URLS: " https://hooks.zapier.com/hooks/catch/1/a/ ,http://127.0.0.1:9000/crm,",
      WEBHOOK_SECRET: secret,
    });
    expect(env.WEBHOOK_URLS).toEqual([
      "https://hooks.zapier.com/hooks/catch/1/a/",
      "http://127.0.0.1:9000/crm",
    ]);
    expect(decodeWebhookSecret(secret)).toHaveLength(32);
    expect(readEnv(base).WEBHOOK_URLS).toEqual([]);
  });

  it.each([
    ["not a url", /WEBHOOK_URLS: entry 1 of 1 is not an absolute URL/],
    ["https://ok.example/a, ftp://files.example/x", /WEBHOOK_URLS: entry 2 of 2 is not an http/],
    ["https://user:pass@crm.example/hook", /WEBHOOK_URLS: entry 1 of 1 has a user name or password/],
    ["https://crm.example/hook,https://crm.example/hook", /entry 2 of 2 repeats an earlier one/],
    // Personal data in clear to another host (issue 21.8).
    ["https://ok.example/a,http://crm.example/hook", /entry 2 of 2 is http:\/\/ to another host: use https/],
  ])("refuses WEBHOOK_URLS=%j with a clear configuration error", (value, message) => {
    expect(() => readEnv({ ...base, WEBHOOK_URLS: value, WEBHOOK_SECRET: newSecret() })).toThrow(message);
  });

  it("refuses to start unsigned: WEBHOOK_URLS without WEBHOOK_SECRET", () => {
    expect(() => readEnv({ ...base, WEBHOOK_URLS: "https://crm.example/hook" })).toThrow(
      /Invalid configuration: WEBHOOK_SECRET: required when WEBHOOK_URLS is set/,
    );
  });

  it("refuses a secret that is not whsec_ base64 of 24 to 64 bytes, without echoing it", () => {
    for (const bad of ["whsec_short", `whsec_${randomBytes(16).toString("base64")}`, "whsec_not base64!!"]) {
      let message = "";
      try {
        readEnv({ ...base, WEBHOOK_URLS: "https://crm.example/hook", WEBHOOK_SECRET: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/WEBHOOK_SECRET: must be whsec_<base64 of 24 to 64 random bytes>/);
      expect(message).not.toContain(bad);
    }
    // The prefix is optional, as in the standardwebhooks library.
    expect(decodeWebhookSecret(randomBytes(24).toString("base64"))).toHaveLength(24);
  });
});
