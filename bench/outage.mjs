// `npm run bench:outage`: a database outage under load (issue 20). Against the PostgreSQL at
// TEST_DATABASE_URL (a fresh database, dropped after), the app in this process (app.inject, no HTTP) with a
// local SMTP server: --rate submissions a second for --before s, then --outage s with the database read-only
// and its connections cut (a failover), then back. Reports the answers, the spool's peak depth, and the time
// from recovery to the last spooled submission stored and to the last message delivered, with each
// submission stored once and mailed once. Writes bench/results/outage.json.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:outage -- [--rate 50] [--outage 60]
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { apiPaths } from "#contracts/api.ts";
import { openDatabase } from "#server/db/client.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { apiHeaders, testApp, validBodies } from "#server/test/app.ts";
import { startSmtpServer } from "#server/test/smtp.ts";
import { plainNameFor } from "#tests/plain-names.ts";
import { parseArgs, pgQuery, root } from "./lib.mjs";

const args = parseArgs(process.argv.slice(2), { rate: "50", outage: "60", before: "5" });
const rate = Number(args.rate);
const outageSeconds = Number(args.outage);
const beforeSeconds = Number(args.before);
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error("Set TEST_DATABASE_URL to a PostgreSQL server (a database is created there and dropped).");
  process.exit(2);
}
const admin = (text) => pgQuery(adminUrl, text);
const name = `bench_outage_${randomBytes(4).toString("hex")}`;
await admin(`CREATE DATABASE "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const terminate = () =>
  admin(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
  );

const dataDir = mkdtempSync(path.join(os.tmpdir(), "novo-bench-outage-"));
const smtp = await startSmtpServer();
const database = await openDatabase({ url: url.toString(), dataDir: "unused", onConnectionError: () => {} });
const app = await testApp(database, {
  env: { DATA_DIR: dataDir, SMTP_URL: smtp.url, LOG_LEVEL: "warn" },
  startWorker: true,
  logger: false,
});

const statuses = new Map();
let sent = 0;
let peakDepth = 0;
const inFlight = new Set();
function submit() {
  const i = sent++;
  const body = JSON.stringify({
    ...validBodies.lead,
    email: `bench${i}@example.com`,
    firstName: plainNameFor("Bench", i),
  });
  const request = app
    .inject({ method: "POST", url: apiPaths.lead, headers: apiHeaders, payload: body })
    .then((r) => statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1))
    .finally(() => inFlight.delete(request));
  inFlight.add(request);
}
/** `rate` a second for `seconds`, evenly spaced. */
async function load(seconds) {
  const start = Date.now();
  for (let n = 0; n < rate * seconds; n++) {
    const due = start + (n * 1000) / rate;
    if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
    submit();
    peakDepth = Math.max(peakDepth, app.spool?.status().depth ?? 0);
  }
}

console.log(
  `${rate}/s for ${beforeSeconds} s, then a ${outageSeconds} s outage (read-only, connections cut)`,
);
await load(beforeSeconds);
await admin(`ALTER DATABASE "${name}" SET default_transaction_read_only = on`);
await terminate();
await load(outageSeconds);
await Promise.all(inFlight);
peakDepth = Math.max(peakDepth, app.spool?.status().depth ?? 0);
await admin(`ALTER DATABASE "${name}" RESET default_transaction_read_only`);
await terminate();
const recovered = Date.now();
console.log(`recovered; spool depth ${app.spool?.status().depth}`);
let storedAt = null;
while (true) {
  if (storedAt === null && app.spool?.status().depth === 0) storedAt = Date.now();
  if (storedAt !== null && smtp.received.length >= sent * 2) break;
  if (Date.now() - recovered > 600_000) break;
  await new Promise((r) => setTimeout(r, 50));
}
const deliveredAt = Date.now();
await new Promise((r) => setTimeout(r, 1000));
const rows = await database.db.select({ id: submissions.id }).from(submissions);
const messages = await database.db.select({ id: outbox.id }).from(outbox);
const perVisitor = new Map();
for (const m of smtp.received)
  for (const to of m.envelopeTo)
    if (to.startsWith("bench")) perVisitor.set(to, (perVisitor.get(to) ?? 0) + 1);
const result = {
  date: new Date().toISOString(),
  rate,
  outageSeconds,
  submissions: sent,
  answers: Object.fromEntries(statuses),
  peakSpoolDepth: peakDepth,
  stored: rows.length,
  outboxRows: messages.length,
  mailsReceived: smtp.received.length,
  visitorsMailedOnce: [...perVisitor.values()].filter((n) => n === 1).length,
  recoveryToLastStoredSeconds: storedAt ? (storedAt - recovered) / 1000 : null,
  recoveryToLastDeliveredSeconds: (deliveredAt - recovered) / 1000,
  cpus: os.cpus().length,
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(path.join(root, "bench", "results"), { recursive: true });
writeFileSync(path.join(root, "bench", "results", "outage.json"), `${JSON.stringify(result, null, 2)}\n`);
await app.close();
await database.close();
await smtp.stop();
await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
