import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireHolderLock, DatabaseLockedError, type HolderLock, probeSocket, runDir } from "./lock";
import { PGliteWireServer } from "./pglite-wire";
import * as schema from "./schema";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** The extensions the migrations create (0016: pg_trgm for the inbox's search), loaded into every PGlite. */
export const pgliteExtensions = { pg_trgm };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  dialect: "pglite" | "postgres";
  /** True once the database answers a query. */
  ping(): Promise<boolean>;
  /** True while a write can be committed (not read-only, not a standby): the readiness of the API. */
  ready(): Promise<boolean>;
  /**
   * LISTENs on a channel on a connection of its own (PostgreSQL), or in-process (PGlite, whose one session
   * runs every NOTIFY). `lost` is told once when that connection ends; the caller's poll covers until it
   * listens again. Absent where notifications cannot arrive (a staff command joined to the embedded holder).
   */
  listen?(
    channel: string,
    notified: (payload: string) => void,
    lost: (error: Error) => void,
  ): Promise<Listener>;
  close(): Promise<void>;
}

/** A LISTEN in place; close() stops it. */
export interface Listener {
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it PGlite runs embedded. */
  url?: string;
  /** Where PGlite keeps its files; "memory://" for a throwaway database. */
  dataDir: string;
  /** Told when PostgreSQL drops an idle connection (a restart, a failover); the pool reconnects on next use. */
  onConnectionError?: (error: Error) => void;
  /**
   * PGlite only: when another process (the running server) holds DATA_DIR, connect through its socket
   * instead of failing with DatabaseLockedError. The staff CLI does; a second server must not.
   */
  joinHolder?: boolean;
}

/** Opens the database and applies the versioned migrations (one schema for both dialects). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const lost = connectionLost("postgres", options.onConnectionError);
    const pool = hardenedPool({ connectionString: options.url, max: 10 }, lost);
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
      listen: (channel, notified, lost) => listenOn(options.url ?? "", channel, notified, lost),
      close: () => pool.end(),
    };
  }
  if (options.dataDir === "memory://") {
    // A throwaway database in this process alone: nobody else can reach it, so no lock and no socket.
    const client = await PGlite.create("memory://", { extensions: pgliteExtensions });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      dialect: "pglite",
      ping: () => ping(db as unknown as Db),
      ready: () => writable(db as unknown as Db),
      listen: (channel, notified) => listenInProcess(client, channel, notified),
      close: () => client.close(),
    };
  }
  return openEmbedded(options);
}

/**
 * PGlite under DATA_DIR. The holder (the server, or a staff command when no server runs) claims the folder
 * (see lock.ts), opens PGlite and serves it on DATA_DIR/run/.s.PGSQL.5432 (pglite-wire.ts). The holder's
 * own queries go through that socket too: PGlite is one session, and the socket's scheduler is what keeps
 * one connection's query and transaction whole while others wait. Another process (the staff CLI while
 * the site runs) passes joinHolder and connects to the same socket instead of opening the files.
 */
async function openEmbedded(options: DatabaseOptions): Promise<Database> {
  // pg takes a folder as its host and connects to folder/.s.PGSQL.5432.
  const socketDir = runDir(options.dataDir);
  let lock: HolderLock;
  try {
    lock = await acquireHolderLock(options.dataDir);
  } catch (error) {
    if (error instanceof DatabaseLockedError && options.joinHolder)
      return joinHolder(socketDir, error, options.onConnectionError);
    throw error;
  }
  let client: PGlite | undefined;
  let server: PGliteWireServer | undefined;
  try {
    const dir = path.join(options.dataDir, "pglite");
    // The database is personal data: owner-only folders (DATA_DIR too, when this creates it).
    await mkdir(dir, { recursive: true, mode: 0o700 });
    client = await PGlite.create(dir, { extensions: pgliteExtensions });
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    // A socket file left by a killed holder; the folder is ours now (we hold the lock).
    await rm(path.join(socketDir, SOCKET_FILE), { force: true });
    server = new PGliteWireServer(client);
    await server.listen(path.join(socketDir, SOCKET_FILE));
  } catch (error) {
    await server?.close().catch(() => {});
    await client?.close().catch(() => {});
    await lock.release();
    throw error;
  }
  const pool = socketPool(socketDir, options.onConnectionError);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const ownClient = client;
  const ownServer = server;
  return {
    db,
    dialect: "pglite",
    ping: () => ping(db),
    ready: () => writable(db),
    listen: async (channel, notified) => {
      // LISTEN in PGlite's one session; the NOTIFYs sent through the socket are found by the wire server.
      const inProcess = await listenInProcess(ownClient, channel, notified);
      const stop = ownServer.onNotification((name, payload) => {
        if (name === channel) notified(payload);
      });
      return {
        close: async () => {
          stop();
          await inProcess.close();
        },
      };
    },
    close: async () => {
      try {
        await pool.end();
        await ownServer.close();
        await ownClient.close();
      } finally {
        await lock.release();
      }
    },
  };
}

const SOCKET_FILE = ".s.PGSQL.5432";
/** How long a joining process waits for a holder that is still starting (opening PGlite, migrating). */
const JOIN_TIMEOUT_MS = 60_000;

function socketPool(socketDir: string, onConnectionError?: (error: Error) => void): pg.Pool {
  return hardenedPool(
    { host: socketDir, user: "postgres", database: "postgres", max: 5 },
    connectionLost("pglite socket", onConnectionError),
  );
}

function connectionLost(label: string, onConnectionError?: (error: Error) => void): (error: Error) => void {
  return (error) => {
    if (onConnectionError) onConnectionError(error);
    else console.warn(`${label}: connection lost (${error.message})`);
  };
}

/**
 * A pool that survives its connections being cut (a PostgreSQL restart or failover, the embedded holder
 * going away). Without a listener, a terminated connection is an uncaught 'error' event that stops the
 * whole process, and with it every form submission. The pool listens on idle clients only; a client checked
 * out for a transaction needs its own listener, so every client gets one when it connects. The query in
 * flight on it still fails (and is answered as such); the pool discards the broken client. An idle client's
 * error is also re-emitted by the pool, which must listen or crash; the client's own listener reported it.
 */
function hardenedPool(config: pg.PoolConfig, lost: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", lost);
    releaseWhenBeginFails(client);
  });
  return pool;
}

async function joinHolder(
  socketDir: string,
  locked: DatabaseLockedError,
  onConnectionError?: (error: Error) => void,
): Promise<Database> {
  const deadline = Date.now() + JOIN_TIMEOUT_MS;
  // The holder claims the lock before it opens PGlite: its data socket appears once it is ready.
  while ((await probeSocket(path.join(socketDir, SOCKET_FILE))) !== "live") {
    if (Date.now() > deadline) throw locked;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pool = socketPool(socketDir, onConnectionError);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, dialect: "pglite", ping: () => ping(db), ready: () => writable(db), close: () => pool.end() };
}

/** A connection of its own that LISTENs; named so that an operator (or a test) can find it in pg_stat_activity. */
async function listenOn(
  url: string,
  channel: string,
  notified: (payload: string) => void,
  lost: (error: Error) => void,
): Promise<Listener> {
  const client = new pg.Client({ connectionString: url, application_name: `novo listen ${process.pid}` });
  let closing = false;
  let told = false;
  const tell = (error: Error) => {
    if (closing || told) return;
    told = true;
    lost(error);
  };
  client.on("error", tell);
  client.on("end", () => tell(new Error("the notification connection ended")));
  client.on("notification", (message) => {
    if (message.channel === channel) notified(message.payload ?? "");
  });
  await client.connect();
  try {
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    closing = true;
    await client.end().catch(() => {});
    throw error;
  }
  return {
    close: async () => {
      closing = true;
      await client.end().catch(() => {});
    },
  };
}

/** PGlite runs every query, NOTIFY included, in its one session in this process: it tells its own listeners. */
export async function listenInProcess(
  client: PGlite,
  channel: string,
  notified: (payload: string) => void,
): Promise<Listener> {
  const unlisten = await client.listen(channel, notified);
  return { close: () => unlisten() };
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
