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
    // Without a listener, an idle connection that the server terminates is an uncaught error that stops
    // the whole process, and with it every form submission.
    pool.on("error", (error) => {
      if (options.onConnectionError) options.onConnectionError(error);
      else console.warn(`postgres: idle connection lost (${error.message})`);
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      dialect: "postgres",
      ping: () => ping(db as unknown as Db),
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
