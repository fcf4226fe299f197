/**
 * PostgreSQL faults the fault run found (issue 12): connections terminated under load (defect 1), several
 * instances migrating a fresh database at once (defect 2), the database switched to read-only (defect 9).
 * Termination and concurrent start need the real PostgreSQL (PGlite has neither backends nor other
 * processes); readiness is tested on both.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { hashAddress } from "#server/submissions/client.ts";
import { apiHeaders, testApp, validBodies } from "#server/test/app.ts";
import { createBackend, testDatabaseUrl } from "#server/test/backends.ts";
import { capturedLog } from "#server/test/captured-log.ts";
import {
  type FreshDatabase,
  freshDatabase,
  readOnly,
  terminateAll,
  writable,
} from "#server/test/database-faults.ts";
import { type Database, openDatabase } from "./client";
import { submissions } from "./schema";

/** Uncaught errors and unhandled rejections while `run` runs: each would have ended a production process. */
async function crashesDuring(run: () => Promise<void>): Promise<unknown[]> {
  const crashes: unknown[] = [];
  const record = (error: unknown) => crashes.push(error);
  process.on("uncaughtException", record);
  process.on("unhandledRejection", record);
  try {
    await run();
    // An 'error' event on a socket arrives on a later tick than the failed query.
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    process.off("uncaughtException", record);
    process.off("unhandledRejection", record);
  }
  return crashes;
}

describe.runIf(testDatabaseUrl)("PostgreSQL faults", () => {
  let fresh: FreshDatabase;
  let database: Database;
  beforeAll(async () => {
    fresh = await freshDatabase("h12_faults");
    database = await openDatabase({ url: fresh.url, dataDir: "unused", onConnectionError: () => {} });
  });
  afterAll(async () => {
    await database?.close();
    await fresh?.drop();
  });

  const lead = (i: number) =>
    JSON.stringify({
      ...validBodies.lead,
      email: `fault${i}@example.com`,
      firstName: `Fault ${String.fromCharCode(65 + (i % 26))}`,
    });

  it("survives PostgreSQL terminating its connections under 16 concurrent submissions, and stores later ones", async () => {
    const app = await testApp(database);
    try {
      let answered: number[] = [];
      const crashes = await crashesDuring(async () => {
        for (let round = 0; round < 6; round++) {
          const inFlight = Array.from({ length: 16 }, (_, i) =>
            app.inject({
              method: "POST",
              url: apiPaths.lead,
              headers: apiHeaders,
              payload: lead(round * 16 + i),
            }),
          );
          // Kill the backends while the transactions are open (checked-out clients, mid-transaction).
          await new Promise((resolve) => setImmediate(resolve));
          await terminateAll(fresh.name);
          answered = answered.concat((await Promise.all(inFlight)).map((r) => r.statusCode));
        }
      });
      expect(crashes).toEqual([]);
      // A submission cut off with its connection is answered as such, never as stored when it was not.
      expect(answered.every((status) => status === 201 || status === 503)).toBe(true);

      const later = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          app.inject({ method: "POST", url: apiPaths.lead, headers: apiHeaders, payload: lead(1000 + i) }),
        ),
      );
      expect(later.map((r) => r.statusCode)).toEqual(Array(16).fill(201));
      // Those cut off may have been kept in the spool (server/spool): counted once replayed.
      await expect.poll(() => app.spool?.status().depth, { timeout: 15_000 }).toBe(0);
      const stored = await database.db.select({ id: submissions.id }).from(submissions);
      const accepted = answered.filter((s) => s === 201).length + 16;
      expect(stored.length).toBe(accepted);
    } finally {
      await app.close();
    }
  });

  it("health: readiness answers 503 while the database refuses writes, liveness stays 200; the logs hold no submitted value", async () => {
    const log = capturedLog("info");
    // Without the spool (SPOOL_MAX_MB=0), as with a full one: server/spool/outage.test.ts has it on.
    const app = await testApp(database, {
      env: { SPOOL_MAX_MB: "0" },
      logger: log.logger,
    });
    try {
      expect((await app.inject({ method: "GET", url: apiPaths.health })).statusCode).toBe(200);
      // New connections pick the setting up: a failover to a read-only node looks the same.
      await readOnly(fresh.name);
      try {
        // Reads still work once the pool has replaced the connections just cut (a query on one that is not
        // yet known to be dead fails once): the old check, a select, would have said healthy.
        await expect.poll(() => database.ping()).toBe(true);
        const health = await app.inject({ method: "GET", url: apiPaths.health });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toEqual({ status: "unavailable" });
        const live = await app.inject({ method: "GET", url: `${apiPaths.health}/live` });
        expect(live.statusCode).toBe(200);
        expect(live.json()).toEqual({ status: "ok" });
        const refused = await app.inject({
          method: "POST",
          url: apiPaths.lead,
          headers: apiHeaders,
          payload: lead(1),
        });
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toEqual({ ok: false, error: "unavailable" });
        // The refused insert is logged (SQLSTATE 25006) without the values Drizzle attaches to its error.
        const output = log.text();
        expect(output).toContain("api: database unavailable");
        expect(output).toContain('"code":"25006"');
        for (const value of [
          "fault1@example.com",
          "Fault1",
          "07700 900123",
          hashAddress("127.0.0.1", "test-salt"),
        ])
          expect(output).not.toContain(value);
      } finally {
        await writable(fresh.name);
      }
      await expect
        .poll(async () => (await app.inject({ method: "GET", url: apiPaths.health })).statusCode)
        .toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(testDatabaseUrl)("several instances starting at once on a fresh PostgreSQL database", () => {
  it("all of them migrate it and start, in one process", async () => {
    const fresh = await freshDatabase("h12_faults");
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 6 }, () => openDatabase({ url: fresh.url, dataDir: "unused" })),
      );
      for (const result of opened) if (result.status === "fulfilled") await result.value.close();
      expect(opened.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual(
        Array(6).fill("ok"),
      );
    } finally {
      await fresh.drop();
    }
  });

  it("all of them migrate it and start, as 3 separate processes", async () => {
    const fresh = await freshDatabase("h12_faults");
    const clientModule = fileURLToPath(new URL("./client.ts", import.meta.url));
    const script = `import { openDatabase } from ${JSON.stringify(clientModule)};
const d = await openDatabase({ url: process.env.H12_URL, dataDir: "unused" });
await d.close();`;
    try {
      const exits = await Promise.all(
        Array.from(
          { length: 3 },
          () =>
            new Promise<{ code: number | null; stderr: string }>((resolve) => {
              const child = spawn(
                process.execPath,
                ["--import", "tsx", "--input-type=module", "-e", script],
                {
                  env: { ...process.env, H12_URL: fresh.url },
                  stdio: ["ignore", "ignore", "pipe"],
                },
              );
              let stderr = "";
              child.stderr.on("data", (chunk) => {
                stderr += String(chunk);
              });
              child.on("exit", (code) => resolve({ code, stderr }));
            }),
        ),
      );
      expect(exits).toEqual(Array(3).fill({ code: 0, stderr: "" }));
      const migrated = await openDatabase({ url: fresh.url, dataDir: "unused" });
      try {
        await migrated.db.execute(sql`select count(*) from outbox`);
      } finally {
        await migrated.close();
      }
    } finally {
      await fresh.drop();
    }
  });
});

describe("readiness on PGlite", () => {
  it("answers 503 while the embedded database refuses writes, liveness stays 200", async () => {
    const backend = await createBackend("pglite");
    const app = await testApp(backend.database);
    try {
      expect((await app.inject({ method: "GET", url: apiPaths.health })).statusCode).toBe(200);
      // PGlite has one session: switching it to read-only is what a read-only data directory would do.
      await backend.database.db.execute(sql`set default_transaction_read_only = on`);
      try {
        const health = await app.inject({ method: "GET", url: apiPaths.health });
        expect(health.statusCode).toBe(503);
        expect((await app.inject({ method: "GET", url: `${apiPaths.health}/live` })).statusCode).toBe(200);
        const refused = await app.inject({
          method: "POST",
          url: apiPaths.lead,
          headers: apiHeaders,
          payload: JSON.stringify(validBodies.lead),
        });
        expect(refused.statusCode).toBe(503);
      } finally {
        await backend.database.db.execute(sql`set default_transaction_read_only = off`);
      }
      expect((await app.inject({ method: "GET", url: apiPaths.health })).statusCode).toBe(200);
    } finally {
      await app.close();
      await backend.dispose();
    }
  });
});
