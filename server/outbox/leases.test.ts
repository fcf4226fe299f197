/**
 * Leases per message: two instances and a slow SMTP server with a lease shorter
 * than one delivery never send a message twice; a status update that fails leaves only its own row to the
 * lease, the rest of the batch carries on; a message sent twice (the documented window) keeps its Message-ID.
 */
import { asc, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { outbox } from "#server/db/schema.ts";
import { messageIdFor } from "#server/mail/transport.ts";
import { apiHeaders, TEST_SITE_ORIGIN, testApp, validBodies } from "#server/test/app.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { startSmtpServer, type TestSmtpServer } from "#server/test/smtp.ts";
import { sleep, waitFor } from "#server/test/wait.ts";

describe.each(backendNames)("outbox leases on %s", (backendName) => {
  let backend: TestBackend;
  let smtp: TestSmtpServer;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    backend = await createBackend(backendName);
  });
  afterAll(() => backend?.dispose());
  beforeEach(async () => {
    await backend.reset();
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await smtp.stop().catch(() => {});
    await backend.database.db.execute(sql`drop trigger if exists h12_fail_sent on outbox`);
    await backend.database.db.execute(sql`drop table if exists h12_fail`);
  });

  const db = () => backend.database.db;
  const rows = () => db().select().from(outbox).orderBy(asc(outbox.id));
  async function instance(instanceId: string, worker: Record<string, unknown>, startWorker = true) {
    const database = apps.length === 0 ? backend.database : await backend.open();
    const app = await testApp(database, {
      env: { SMTP_URL: smtp.url },
      startWorker,
      worker: { pollIntervalMs: 50, backoffMs: () => 100, instanceId, ...worker },
    });
    apps.push(app);
    return app;
  }
  const enquiries = (app: FastifyInstance, n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        app.inject({
          method: "POST",
          url: apiPaths.enquiry,
          headers: apiHeaders,
          payload: JSON.stringify({ ...validBodies.enquiry, email: `visitor${i}@example.com` }),
        }),
      ),
    );
  const countsByMessageId = () => {
    const counts = new Map<string, number>();
    for (const mail of smtp.received) {
      const id = mail.headers["message-id"] ?? "";
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  };

  it("two instances, acknowledgements slower than the lease: every message once", async () => {
    // Each acknowledgement takes longer than a whole lease: only renewing it while sending keeps the row ours.
    smtp.ackDelayMs = 1600;
    const lease = { leaseSeconds: 1.2, concurrency: 3, batchSize: 10 };
    const a = await instance("a", lease, false);
    const b = await instance("b", lease, false);
    const n = 8;
    const answers = await enquiries(a, n);
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    a.outbox.start();
    b.outbox.start();
    await waitFor(async () => (await rows()).every((r) => r.status === "sent"), 30_000, "all sent");
    await sleep(1500); // a reclaimed row would be sent again within a lease or two
    const counts = countsByMessageId();
    expect(counts.size).toBe(n);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect((await rows()).every((r) => r.attempts === 1)).toBe(true);
  });

  /** Makes marking row `id` as sent fail `times` times (a sequence: its count survives the rollback). */
  async function failMarkingSent(id: number, times: number) {
    await db().execute(sql`create table h12_fail (id bigint primary key, times int not null)`);
    await db().execute(sql`create sequence if not exists h12_fail_seq`);
    await db().execute(sql`select setval('h12_fail_seq', 1, false)`);
    await db().execute(sql`insert into h12_fail values (${id}, ${times})`);
    await db().execute(
      sql.raw(`create or replace function h12_fail_sent() returns trigger language plpgsql as $$
      begin
        if new.status = 'sent' and exists (select 1 from h12_fail f where f.id = old.id and nextval('h12_fail_seq') <= f.times) then
          raise exception 'status update refused by the test';
        end if;
        return new;
      end $$`),
    );
    await db().execute(
      sql`create trigger h12_fail_sent before update on outbox for each row execute function h12_fail_sent()`,
    );
  }

  it("a status update that fails once is retried: the rest carries on, nothing is sent twice", async () => {
    const app = await instance("solo", { statusRetryDelaysMs: [50, 50] }, false);
    await enquiries(app, 5);
    const [first] = await rows();
    await failMarkingSent(first?.id ?? 0, 1);
    app.outbox.start();
    await waitFor(async () => (await rows()).every((r) => r.status === "sent"), 10_000, "all sent");
    await sleep(300);
    expect(smtp.received).toHaveLength(5);
    expect(countsByMessageId().size).toBe(5);
  });

  it("a status update that keeps failing strands only its row; after its lease it is sent again with the same Message-ID", async () => {
    const app = await instance("solo", { statusRetryDelaysMs: [50], leaseSeconds: 1 }, false);
    await enquiries(app, 5);
    const [first] = await rows();
    const id = first?.id ?? 0;
    await failMarkingSent(id, 1_000_000);
    app.outbox.start();
    // The other four are delivered and marked without waiting for anything.
    await waitFor(
      async () => (await rows()).filter((r) => r.status === "sent").length === 4,
      10_000,
      "the rest of the batch",
    );
    expect((await rows())[0]?.status).toBe("sending");
    // The database recovers; the row's lease runs out and it is delivered again: the documented window.
    await waitFor(() => smtp.received.length >= 6, 10_000, "the second attempt");
    await db().execute(sql`delete from h12_fail`);
    await waitFor(async () => (await rows()).every((r) => r.status === "sent"), 10_000, "all sent");
    await sleep(300);

    const expected = messageIdFor(id, new URL(TEST_SITE_ORIGIN).hostname);
    expect(expected).toBe(`<outbox-${id}@novo.example>`);
    const counts = countsByMessageId();
    expect(counts.size).toBe(5);
    // Sent on each lease until it could be marked: every copy carries the same Message-ID.
    expect(counts.get(expected)).toBeGreaterThanOrEqual(2);
    for (const [messageId, count] of counts) if (messageId !== expected) expect(count).toBe(1);
  });

  it("delivers in parallel and, on stop, finishes every delivery in flight", async () => {
    let release = () => {};
    smtp.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const app = await instance("parallel", { concurrency: 4 }, false);
    await enquiries(app, 6);
    app.outbox.start();
    await waitFor(
      async () => (await rows()).filter((r) => r.status === "sending").length === 4,
      10_000,
      "four in flight",
    );
    expect((await rows()).filter((r) => r.status === "pending")).toHaveLength(2);
    const closing = app.close();
    apps.splice(apps.indexOf(app), 1);
    await sleep(100);
    release();
    await closing;
    const after = await rows();
    expect(after.filter((r) => r.status === "sent")).toHaveLength(4);
    expect(after.filter((r) => r.status === "pending" && r.lockedBy === null)).toHaveLength(2);
    expect(smtp.received).toHaveLength(4);
  });
});
