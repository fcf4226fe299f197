/**
 * Backups of PostgreSQL (DATABASE_URL): pg_dump's custom format, restored with pg_restore into an empty
 * database (backup.ts holds the embedded database's JSON-lines format and picks between them).
 */
import { spawn } from "node:child_process";
import { chmod, rename, rm } from "node:fs/promises";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "#server/db/schema.ts";
import { BackupError } from "./errors";

/** libpq reads these instead of a URL on the command line, where `ps` would show the password. */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.hostname) env.PGHOST = decodeURIComponent(u.hostname);
  if (u.port) env.PGPORT = u.port;
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const database = decodeURIComponent(u.pathname.replace(/^\//, ""));
  if (database) env.PGDATABASE = database;
  const sslmode = u.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  // A socket folder given as ?host=/var/run/postgresql
  const host = u.searchParams.get("host");
  if (host) env.PGHOST = host;
  return env;
}

function runTool(tool: string, args: string[], url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: libpqEnv(url), stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${tool} is not installed. Backups of PostgreSQL need the PostgreSQL client tools of the ` +
                "server's major version or newer (Debian: apt-get install postgresql-client).",
            )
          : error,
      );
    });
    child.once("close", (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/** pg_dump in its custom format: a consistent snapshot, written whole then renamed into place. */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await runTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`], url);
    await chmod(partial, 0o600); // it holds personal data: the owner alone may read it
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * pg_restore into an empty database: no tables at all, or only the site's tables (a server started on it
 * once), empty. In one transaction: a failure leaves the database as it was.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let migratedOnly = false;
  try {
    const tables = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    // Every table of the schema (a server started on it once), none of anyone else's.
    const ours = new Set([
      ...(Object.values(schema) as unknown[])
        .filter((value): value is PgTable => is(value, PgTable))
        .map((table) => `public.${getTableName(table)}`),
      "drizzle.__drizzle_migrations",
    ]);
    const others = tables.rows.filter((t) => !ours.has(`${t.schema}.${t.name}`));
    if (others.length > 0)
      throw new BackupError(
        `restore needs an empty database: this one has other tables (${others.map((t) => `${t.schema}.${t.name}`).join(", ")})`,
      );
    if (tables.rows.length > 0) {
      const held = await client.query<{ n: number }>(
        "select (select count(*) from public.submissions)::int + (select count(*) from public.outbox)::int as n",
      );
      if ((held.rows[0]?.n ?? 0) > 0)
        throw new BackupError(
          "restore needs an empty database: this one already holds submissions or messages",
        );
      migratedOnly = true;
    }
  } finally {
    await client.end();
  }
  await runTool(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      ...(migratedOnly ? ["--clean", "--if-exists"] : []),
      // pg_restore without a database prints SQL instead of restoring: always name one (libpq's default).
      `--dbname=${libpqEnv(url).PGDATABASE || libpqEnv(url).PGUSER || "postgres"}`,
      file,
    ],
    url,
  );
}
