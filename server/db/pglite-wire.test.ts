/** PGlite shared over the wire protocol: concurrent connections never interleave inside a query or a transaction. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGliteWireServer } from "./pglite-wire";

describe("the PGlite wire server", () => {
  let db: PGlite;
  let server: PGliteWireServer;
  let dir: string;
  let pool: pg.Pool;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "novo-wire-"));
    db = await PGlite.create("memory://");
    await db.exec("create table t (id serial primary key, who int not null, n int not null)");
    server = new PGliteWireServer(db);
    await server.listen(path.join(dir, ".s.PGSQL.5432"));
    pool = new pg.Pool({ host: dir, user: "postgres", database: "postgres", max: 10 });
  });
  afterAll(async () => {
    await pool?.end();
    await server?.close();
    await db?.close();
  });

  it("runs many connections' parameterised queries and transactions at once, each whole", async () => {
    const errors: unknown[] = [];
    await Promise.all(
      Array.from({ length: 10 }, async (_, who) => {
        for (let n = 0; n < 20; n++) {
          try {
            // Extended protocol (Parse/Bind/Execute/Sync) with parameters: the unnamed statement is per query.
            const { rows } = await pool.query<{ who: number; n: number }>(
              "select $1::int as who, $2::int as n",
              [who, n],
            );
            expect(rows[0]).toEqual({ who, n });
            const client = await pool.connect();
            try {
              await client.query("begin");
              await client.query("insert into t (who, n) values ($1, $2)", [who, n]);
              // Inside the transaction, this connection sees its own row and no half-done one of another's.
              const mine = await client.query<{ c: string }>("select count(*) as c from t where who = $1", [
                who,
              ]);
              expect(Number(mine.rows[0]?.c)).toBe(n + 1);
              if (n % 5 === 4) await client.query("rollback");
              else await client.query("commit");
              if (n % 5 === 4) await client.query("insert into t (who, n) values ($1, $2)", [who, n]);
            } finally {
              client.release();
            }
          } catch (error) {
            errors.push(error);
          }
        }
      }),
    );
    expect(errors).toEqual([]);
    const { rows } = await pool.query<{ c: string }>("select count(*) as c from t");
    expect(Number(rows[0]?.c)).toBe(200);
  }, 60_000);

  it("rolls back the transaction of a connection that goes away, and lets the others go on", async () => {
    const quitter = new pg.Client({ host: dir, user: "postgres", database: "postgres" });
    quitter.on("error", () => {});
    await quitter.connect();
    await quitter.query("begin");
    await quitter.query("insert into t (who, n) values (99, 1)");
    // Another connection's query waits for that transaction rather than running inside it.
    const waiting = pool.query<{ c: string }>("select count(*) as c from t where who = 99");
    (quitter as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const { rows } = await waiting;
    expect(Number(rows[0]?.c)).toBe(0);
    expect(db.isInTransaction()).toBe(false);
  });

  it("cuts a connection that keeps a transaction open, idle, while others wait", async () => {
    const idleServer = new PGliteWireServer(db, 300);
    const idleDir = mkdtempSync(path.join(tmpdir(), "novo-wire-idle-"));
    await idleServer.listen(path.join(idleDir, ".s.PGSQL.5432"));
    const forgetful = new pg.Client({ host: idleDir, user: "postgres", database: "postgres" });
    const lost: Error[] = [];
    forgetful.on("error", (error) => lost.push(error));
    const other = new pg.Client({ host: idleDir, user: "postgres", database: "postgres" });
    try {
      await forgetful.connect();
      await other.connect();
      await forgetful.query("begin");
      await forgetful.query("insert into t (who, n) values (77, 1)");
      const started = Date.now();
      const { rows } = await other.query<{ c: string }>("select count(*) as c from t where who = 77");
      expect(Number(rows[0]?.c)).toBe(0); // rolled back
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(db.isInTransaction()).toBe(false);
    } finally {
      await other.end();
      await forgetful.end().catch(() => {});
      await idleServer.close();
    }
  });

  it("tells its listeners of a NOTIFY sent through the socket, once the session LISTENs", async () => {
    await db.exec("LISTEN wire_test");
    const told: [string, string][] = [];
    const stop = server.onNotification((channel, payload) => told.push([channel, payload]));
    try {
      const client = await pool.connect();
      try {
        await client.query("begin");
        await client.query("select pg_notify('wire_test', 'one')");
        expect(told).toEqual([]); // delivered at commit, not before
        await client.query("commit");
      } finally {
        client.release();
      }
      await pool.query("select pg_notify('wire_test', $1)", ["two"]);
      expect(told).toEqual([
        ["wire_test", "one"],
        ["wire_test", "two"],
      ]);
    } finally {
      stop();
      await db.exec("UNLISTEN wire_test");
    }
  });
});
