/**
 * Staff CLI: `npm run leads -- list | export [--since YYYY-MM-DD] [--kind lead|enquiry|investor|interest]
 * | outbox | retry <id> | find <email> | erase <email> | replay-erasures [file] | backup <file> | restore <file>
 * | content export <dir> | content import <dir> | content diff`.
 * Reads the same configuration as the server (DATA_DIR / DATABASE_URL). On PGlite it works while the
 * server runs: it connects through the server's socket (see server/db/client.ts).
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import type { SubmissionKind } from "#contracts/payloads.ts";
import {
  BackupError,
  backupKind,
  dumpJson,
  dumpPostgres,
  restoreJson,
  restorePostgres,
} from "#server/backup/backup.ts";
import { mediaBucketFrom } from "#server/content/bucket.ts";
import { attachMediaBucket } from "#server/content/files.ts";
import { openDatabase } from "#server/db/client.ts";
import { DatabaseLockedError } from "#server/db/lock.ts";
import { type Env, loadDotEnv, readEnv } from "#server/env.ts";
import { markBackup } from "#server/ops/figures.ts";
import { eraseSubject, findSubject, InvalidSubjectError, replayErasures } from "#server/privacy/subject.ts";
import { type ExportFilter, exportSubmissions, listSubmissions, retryMessage, showOutbox } from "./commands";
import { ContentCommandError, exportContent, importContent, showContentDifferences } from "./content";

const usage = `Usage: npm run leads -- <command>
  list    [--since YYYY-MM-DD] [--kind K]   recent submissions (newest first)
  export  [--since YYYY-MM-DD] [--kind K]   CSV on stdout (e.g. > leads.csv)
  outbox                                    messages pending or dead
  retry <outbox id>                         a dead or pending message back to the queue, due now
  find <email>                              everything held for that address, as JSON (subject access)
  erase <email>                             delete everything held for that address, and say what went
  replay-erasures [file]                    after a restore: erase again every address erased since (from
                                            the erasures table and DATA_DIR/erasures.jsonl, or the file)
  backup <file>                             a consistent backup (PostgreSQL: pg_dump format; PGlite: JSON lines)
  restore <file>                            a backup into an empty database
  content export <dir>                      the live content (the database's) as files in content/'s layout,
                                            to commit (content files in <dir> it no longer has are removed)
  content import <dir>                      such a folder as the live content, through the editor's checks, as
                                            one change in the change log; a folder that fails changes nothing
  content diff                              entries the owner changed whose shipped version differs
K is one of lead, enquiry, investor, interest.`;

const kinds: SubmissionKind[] = ["lead", "enquiry", "investor", "interest", "tour"];
const commands = [
  "list",
  "export",
  "outbox",
  "retry",
  "find",
  "erase",
  "replay-erasures",
  "backup",
  "restore",
  "content",
];
const contentCommands = ["export", "import", "diff"];

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}\n`);
  process.exit(2);
}

function parseFilter(values: { since?: string; kind?: string }): ExportFilter {
  const filter: ExportFilter = {};
  if (values.since) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.since) || Number.isNaN(Date.parse(values.since)))
      fail(`--since must be a date YYYY-MM-DD, not '${values.since}'`);
    filter.since = new Date(`${values.since}T00:00:00Z`);
  }
  if (values.kind) {
    if (!kinds.includes(values.kind as SubmissionKind)) fail(`--kind must be one of ${kinds.join(", ")}`);
    filter.kind = values.kind as SubmissionKind;
  }
  return filter;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { since: { type: "string" }, kind: { type: "string" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
  const [command, argument, contentDir] = positionals;
  if (values.help || !command) {
    process.stdout.write(`${usage}\n`);
    return command || values.help ? 0 : 2;
  }
  if (!commands.includes(command)) fail(`Unknown command '${command}'`);
  const filter = parseFilter(values);
  let retryId = 0;
  if (command === "retry") {
    retryId = Number(argument);
    if (!Number.isInteger(retryId) || retryId <= 0)
      fail("retry needs an outbox id (see `npm run leads -- outbox`)");
  }
  if ((command === "find" || command === "erase") && !argument) fail(`${command} needs an e-mail address`);
  if ((command === "backup" || command === "restore") && !argument) fail(`${command} needs a file name`);
  if (command === "restore" && !existsSync(String(argument))) fail(`No such file: ${argument}`);
  if (command === "content") {
    if (!contentCommands.includes(String(argument)))
      fail(`content needs one of ${contentCommands.join(", ")}, not '${argument ?? ""}'`);
    if (argument !== "diff" && !contentDir) fail(`content ${argument} needs a folder`);
  }

  loadDotEnv();
  const env = readEnv();
  if (command === "backup" || command === "restore") return backupCommand(command, String(argument), env);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir, joinHolder: true });
    attachMediaBucket(database.db, mediaBucketFrom(env));
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      process.stderr.write(`${error.message}\n`);
      return 3;
    }
    throw error;
  }
  const out = { write: (text: string) => void process.stdout.write(text) };
  try {
    switch (command) {
      case "list":
        await listSubmissions(database.db, out, filter);
        return 0;
      case "export":
        await exportSubmissions(database.db, out, filter);
        return 0;
      case "outbox":
        await showOutbox(database.db, out);
        return 0;
      case "find": {
        const held = await findSubject(database.db, String(argument), { dataDir: env.dataDir });
        out.write(`${JSON.stringify(held, null, 2)}\n`);
        return 0;
      }
      case "erase": {
        const gone = await eraseSubject(database.db, String(argument), { dataDir: env.dataDir });
        out.write(`${JSON.stringify(gone, null, 2)}\n`);
        process.stderr.write(
          `Erased ${gone.submissionIds.length} submission(s), ${gone.outboxIds.length} message(s) and ` +
            `${gone.files.length} .eml file(s) for ${gone.email}` +
            (gone.spooledIds
              ? `, and ${gone.spooledIds.length} submission(s) waiting in the spool.\n`
              : ".\n"),
        );
        return 0;
      }
      case "content":
        if (argument === "export") await exportContent(database.db, String(contentDir), out);
        else if (argument === "import") await importContent(database.db, String(contentDir), out);
        else await showContentDifferences(database.db, out);
        return 0;
      case "replay-erasures": {
        const erased = await replayErasures(database.db, {
          dataDir: env.dataDir,
          ...(argument ? { file: String(argument) } : {}),
        });
        process.stderr.write(`Replayed the recorded erasures: ${erased} submission(s) erased again.\n`);
        return 0;
      }
      default: {
        const result = await retryMessage(database.db, retryId);
        const messages = {
          retried: `Message ${retryId} is pending again; the server's worker will send it shortly.`,
          "not-found": `No outbox message ${retryId}.`,
          "not-retryable": `Message ${retryId} is already sent or being sent; nothing to do.`,
        } as const;
        process.stdout.write(`${messages[result]}\n`);
        return result === "retried" ? 0 : 1;
      }
    }
  } finally {
    await database.close();
  }
}

/** backup and restore: pg_dump/pg_restore on PostgreSQL, our JSON-lines dump on PGlite (server/backup). */
async function backupCommand(command: "backup" | "restore", file: string, env: Env): Promise<number> {
  const say = (text: string) => void process.stderr.write(`${text}\n`);
  if (command === "backup" && env.DATABASE_URL) {
    await dumpPostgres(env.DATABASE_URL, file);
    // Every instance's health and /metrics read when the last backup completed (issue 43).
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir, joinHolder: true });
    await markBackup(database.db).finally(() => database.close());
    say(
      `Backup written to ${file} (pg_dump custom format, with the content and photos; restore with: ` +
        `npm run leads -- restore ${file}).`,
    );
    return 0;
  }
  const kind = command === "restore" ? await backupKind(file) : "json";
  if (command === "restore" && kind === "pg_dump") {
    if (!env.DATABASE_URL)
      throw new BackupError(
        `${file} is a PostgreSQL (pg_dump) backup: set DATABASE_URL to an empty PostgreSQL database to restore it`,
      );
    await restorePostgres(env.DATABASE_URL, file);
    say(
      `Restored ${file} into the PostgreSQL database, with its content file(s) and photos. ` +
        "Start (or restart) the site on it now.",
    );
    return 0;
  }
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir, joinHolder: true });
  // A JSON backup carries the photos' bytes, from the bucket when they live there.
  attachMediaBucket(database.db, mediaBucketFrom(env));
  try {
    if (command === "backup") {
      const counts = await dumpJson(database.db, file);
      await markBackup(database.db);
      say(
        `Backup written to ${file}: ${counts.submissions} submission(s), ${counts.outbox} message(s), ` +
          `${counts.tour_bookings} tour booking(s), ${counts.content_changes} content change(s), ` +
          `${counts.content_files} content file(s).`,
      );
    } else {
      const counts = await restoreJson(database.db, file);
      say(
        `Restored ${counts.submissions} submission(s) and ${counts.outbox} message(s) from ${file} ` +
          `(${counts.tour_bookings} tour booking(s), ${counts.content_changes} content change(s)), ` +
          `with ${counts.content_files} content file(s).`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  // Errors the person at the keyboard can act on: the message alone, and nothing was changed.
  if (
    error instanceof InvalidSubjectError ||
    error instanceof BackupError ||
    error instanceof ContentCommandError ||
    error instanceof DatabaseLockedError
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = error instanceof DatabaseLockedError ? 3 : 2;
  } else throw error;
}
