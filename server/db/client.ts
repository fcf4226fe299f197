import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDirectoryLock } from "./lock";
import * as schema from "./schema";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  dialect: "pglite" | "postgres";
  /** True once the database answers a query. */
  ping(): Promise<boolean>;
  /** True while a write can be committed (not read-only, not a standby): the readiness of the API. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it PGlite runs embedded. */
  url?: string;
  /** Where PGlite keeps its files; "memory://" for a throwaway database. */
  dataDir: string;
  /** Told when PostgreSQL drops an idle connection (a restart, a failover); the pool reconnects on next use. */
  onConnectionError?: (error: Error) => void;
}

/** Opens the database and applies the versioned migrations (one schema for both dialects). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const lost = (error: Error) => {
      if (options.onConnectionError) options.onConnectionError(error);
      else console.warn(`postgres: connection lost (${error.message})`);
    };
    // Without a listener, a connection that the server terminates is an uncaught 'error' event that stops
    // the whole process, and with it every form submission. The pool listens on idle clients only; a client
    // checked out for a transaction needs its own listener, so every client gets one when it connects. The
    // query in flight on it still fails (and is answered as such); the pool discards the broken client.
    // An idle client's error is also re-emitted by the pool, which must listen or crash; the client's own
    // listener below has already reported it.
    pool.on("error", () => {});
    pool.on("connect", (client) => {
      client.on("error", lost);
      releaseWhenBeginFails(client);
    });
    const db = drizzlePg(pool, { schema });
    try {
      await migrateUnderLock(options.url, lost);
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    return {
      db: db as unknown as Db,
      dialect: "postgres",
      ping: () => ping(db as unknown as Db),
      ready: () => writable(db as unknown as Db),
      close: () => pool.end(),
    };
  }
  const dir = options.dataDir === "memory://" ? "memory://" : path.join(options.dataDir, "pglite");
  // PGlite has no cross-process locking: a second process on the same files would corrupt them. Our lock
  // file turns that into a clear error (DatabaseLockedError) for the staff CLI and a second server.
  let release = () => {};
  if (dir !== "memory://") {
    await mkdir(dir, { recursive: true });
    release = acquireDirectoryLock(path.join(options.dataDir, "pglite.lock"));
  }
  try {
    const client = await PGlite.create(dir);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      dialect: "pglite",
      ping: () => ping(db as unknown as Db),
      ready: () => writable(db as unknown as Db),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Any 64-bit key, the same in every instance: "novo-migrations". */
const MIGRATION_LOCK_KEY = 7_415_862_093_118_264_931n;

/**
 * Applies the migrations holding a session-level advisory lock on one dedicated connection, so that any
 * number of instances can start at once on a fresh database: the first migrates, the others wait, then find
 * nothing left to do. (Without it they race on CREATE SCHEMA / CREATE TABLE and all but one can fail.)
 * The connection is closed afterwards, which also frees the lock should the unlock itself fail.
 */
async function migrateUnderLock(url: string, lost: (error: Error) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", lost);
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Drizzle's pool transaction checks a client out and sends BEGIN before its try/finally: when BEGIN fails
 * (the connection was just terminated) the client is never released, and after `max` such failures every
 * query waits forever for a free connection. So a failed BEGIN on a pooled client releases it, as broken.
 */
function releaseWhenBeginFails(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // pg's query() has many overloads; only the promise form with a BEGIN statement is intercepted.
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const first = args[0];
    const text = typeof first === "string" ? first : (first as { text?: unknown } | null)?.text;
    if (typeof text === "string" && /^\s*begin\b/i.test(text) && result instanceof Promise)
      return result.catch((error: Error) => {
        client.release(error);
        throw error;
      });
    return result;
  };
}

/**
 * A write the database must accept: an UPDATE that matches no row is still refused in a read-only
 * transaction (a standby, default_transaction_read_only), and changes nothing otherwise.
 */
export async function writable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`update submissions set kind = kind where false`);
    return true;
  } catch {
    return false;
  }
}
