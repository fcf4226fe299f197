import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackend, type TestBackend, testDatabaseUrl } from "#server/test/backends.ts";
import { openDatabase } from "./client";

describe.runIf(testDatabaseUrl)("the PostgreSQL pool", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createBackend("postgres");
  });
  afterAll(() => backend?.dispose());

  it("survives the server dropping its idle connections and reconnects on the next query", async () => {
    const lost: Error[] = [];
    const database = await openDatabase({
      url: backend.url,
      dataDir: "unused",
      onConnectionError: (error) => lost.push(error),
    });
    try {
      await database.db.execute(sql`select 1`);
      // What a PostgreSQL restart or failover does to the pool's idle connection.
      const admin = new pg.Client({ connectionString: backend.url });
      await admin.connect();
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      expect(lost[0]?.message).toMatch(/terminating connection/);

      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  });
});
