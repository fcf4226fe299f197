/**
 * The databases the server tests run against: PGlite in memory always, and the PostgreSQL at
 * TEST_DATABASE_URL when it is set. Each test file gets its own PostgreSQL database (created here, dropped
 * afterwards), so files running in parallel never share tables; tests within a file truncate in beforeEach.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import {
  type Database,
  type Db,
  listenInProcess,
  migrationsFolder,
  openDatabase,
  pgliteExtensions,
  writable,
} from "#server/db/client.ts";
import * as schema from "#server/db/schema.ts";

export type BackendName = "pglite" | "postgres";

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const backendNames: BackendName[] = testDatabaseUrl ? ["pglite", "postgres"] : ["pglite"];

export interface TestBackend {
  name: BackendName;
  /** PostgreSQL only: the per-file database, for opening a second pool (a second "instance"). */
  url?: string;
  /** Opens another handle on the same database (PostgreSQL: a new pool; PGlite: the same handle). */
  open(): Promise<Database>;
  database: Database;
  reset(): Promise<void>;
  dispose(): Promise<void>;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Every value of every table, as text: where a secret must not be found at rest. */
export async function wholeDatabase(db: Db): Promise<string> {
  const tables = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  );
  let text = "";
  for (const { table_name } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
    const rows = await db.execute(sql`select row_to_json(t)::text as j from ${sql.identifier(table_name)} t`);
    text += (rows as unknown as { rows: { j: string }[] }).rows.map((r) => r.j).join("\n");
  }
  return text;
}

export async function truncateAll(database: Database): Promise<void> {
  await database.db.execute(
    sql`TRUNCATE outbox, submissions, tour_slots, lead_counts, delivery_state, ops_incidents, ops_leases RESTART IDENTITY CASCADE`,
  );
}

/**
 * A fresh in-memory PGlite with the migrations applied. initdb in WASM takes several seconds, so the first
 * one is dumped to a template file (keyed by the migrations) and later ones load it in about one second.
 */
async function openPglite(dataDir = "memory://"): Promise<Database> {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort())
    if (file.endsWith(".sql") || file.endsWith(".json"))
      hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  const template = path.join(tmpdir(), `novo-pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
  const client = existsSync(template)
    ? await PGlite.create({
        dataDir,
        loadDataDir: new Blob([readFileSync(template)]),
        extensions: pgliteExtensions,
      })
    : await PGlite.create(dataDir, { extensions: pgliteExtensions });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client, { schema }), { migrationsFolder });
  if (!existsSync(template)) {
    const dump = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
    const partial = `${template}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
    writeFileSync(partial, dump);
    renameSync(partial, template);
  }
  return {
    db,
    dialect: "pglite",
    ping: async () => true,
    ready: () => writable(db),
    listen: (channel, notified) => listenInProcess(client, channel, notified),
    close: () => client.close(),
  };
}

export async function createBackend(name: BackendName): Promise<TestBackend> {
  if (name === "pglite") {
    const database = await openPglite();
    return {
      name,
      database,
      open: async () => database,
      reset: () => truncateAll(database),
      dispose: () => database.close(),
    };
  }
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const dbName = `novo_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE "${dbName}"`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${dbName}`;
  const extra: Database[] = [];
  const database = await openDatabase({ url: url.toString(), dataDir: "unused" });
  return {
    name,
    url: url.toString(),
    database,
    open: async () => {
      const another = await openDatabase({ url: url.toString(), dataDir: "unused" });
      extra.push(another);
      return another;
    },
    reset: () => truncateAll(database),
    dispose: async () => {
      for (const d of [...extra, database]) await d.close().catch(() => {});
      await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    },
  };
}

/**
 * Empty PostgreSQL databases on the TEST_DATABASE_URL server, for tests that need more than one (a backup's
 * source and target): `fresh(prefix)` creates one and gives its URL, `dropAll()` drops every one it made.
 */
export function emptyPostgresDatabases() {
  const created: string[] = [];
  return {
    async fresh(prefix: string): Promise<string> {
      if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
      const name = `${prefix}_${randomBytes(4).toString("hex")}`;
      await adminQuery(`CREATE DATABASE "${name}"`);
      created.push(name);
      const url = new URL(testDatabaseUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropAll(): Promise<void> {
      for (const name of created.splice(0))
        await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
