/**
 * Staff CLI: `npm run leads -- list | export [--since YYYY-MM-DD] [--kind lead|enquiry|investor|interest]
 * | outbox | retry <id>`. Reads the same configuration as the server (DATA_DIR / DATABASE_URL).
 */
import { parseArgs } from "node:util";
import type { SubmissionKind } from "../../contracts/payloads";
import { openDatabase } from "../db/client";
import { DatabaseLockedError } from "../db/lock";
import { readEnv } from "../env";
import { type ExportFilter, exportSubmissions, listSubmissions, retryMessage, showOutbox } from "./commands";

const usage = `Usage: npm run leads -- <command>
  list    [--since YYYY-MM-DD] [--kind K]   recent submissions (newest first)
  export  [--since YYYY-MM-DD] [--kind K]   CSV on stdout (e.g. > leads.csv)
  outbox                                    messages pending or dead
  retry <outbox id>                         a dead or pending message back to the queue, due now
K is one of lead, enquiry, investor, interest.`;

const kinds: SubmissionKind[] = ["lead", "enquiry", "investor", "interest"];

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
  const [command, argument] = positionals;
  if (values.help || !command) {
    process.stdout.write(`${usage}\n`);
    return command || values.help ? 0 : 2;
  }
  if (!["list", "export", "outbox", "retry"].includes(command)) fail(`Unknown command '${command}'`);
  const filter = parseFilter(values);
  let retryId = 0;
  if (command === "retry") {
    retryId = Number(argument);
    if (!Number.isInteger(retryId) || retryId <= 0)
      fail("retry needs an outbox id (see `npm run leads -- outbox`)");
  }

  const env = readEnv();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir, joinHolder: true });
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

process.exitCode = await main();
