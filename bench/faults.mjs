// A rerun of issue 12's fault scenarios against real processes: two server instances started at once on a
// fresh PostgreSQL database, a slow SMTP server, leads posted to both while PostgreSQL terminates their
// connections, one instance is SIGKILLed and restarted, and the database goes read-only for a while.
// Then: every 201 is stored, every lead has its staff mail, duplicates only with one Message-ID, no 500,
// no crash of a live instance, and no submitted value in the logs.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/faults.mjs [--leads 300]
import { spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { plainNameFor } from "#tests/plain-names.ts";
import { freePort, parseArgs, pgQuery, root } from "./lib.mjs";

const options = parseArgs(process.argv.slice(2), { leads: 300 });
const base = process.env.TEST_DATABASE_URL;
if (!base) throw new Error("TEST_DATABASE_URL is needed");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const admin = (text, params) => pgQuery(base, text, params);

const name = `h12_faults_${randomBytes(5).toString("hex")}`;
await admin(`CREATE DATABASE "${name}"`);
const url = new URL(base);
url.pathname = `/${name}`;

// SMTP: greets after 100 ms, acknowledges each message after 300 ms.
const received = [];
const smtp = new SMTPServer({
  disabledCommands: ["STARTTLS", "AUTH"],
  authOptional: true,
  logger: false,
  onConnect: (_s, cb) => setTimeout(cb, 100),
  onData(stream, session, cb) {
    const chunks = [];
    stream.on("data", (c) => chunks.push(c));
    stream.on("end", () =>
      setTimeout(() => {
        const head = Buffer.concat(chunks)
          .toString("utf8")
          .split(/\r?\n\r?\n/, 1)[0];
        received.push({
          messageId: /^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim(),
          replyTo: /^reply-to:\s*(.+)$/im.exec(head)?.[1]?.trim(),
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        cb();
      }, 300),
    );
  },
});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpUrl = `smtp://127.0.0.1:${smtp.server.address().port}`;

// Each instance is given the same key (no build here, so no key baked into pages to agree with).
const apiKey = process.env.API_KEY || "bench-api-key";
const logs = [];
const instances = [];
async function startInstance(label) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "h12-faults-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      SMTP_URL: smtpUrl,
      API_KEY: apiKey,
      LOG_LEVEL: "info",
      OUTBOX_LEASE_SECONDS: "10",
      BUILD_DIR: "bench/.no-site",
      RATE_LIMIT_PER_MINUTE: "0",
      RATE_LIMIT_PER_DAY: "0",
      RATE_LIMIT_HOLD_PER_MINUTE: "0",
      RATE_LIMIT_HOLD_PER_DAY: "0",
      RATE_LIMIT_EMAIL_HOLD_PER_MINUTE: "0",
      RATE_LIMIT_EMAIL_HOLD_PER_DAY: "0",
    },
  });
  child.stdout.on("data", (c) => logs.push(String(c)));
  child.stderr.on("data", (c) => logs.push(String(c)));
  const instance = { label, port, child, dataDir, exit: null, killed: false };
  child.on("exit", (code, signal) => {
    instance.exit = { code, signal };
  });
  instances.push(instance);
  return instance;
}
async function ready(instance) {
  for (let i = 0; i < 240; i++) {
    if (instance.exit) throw new Error(`${instance.label} exited at start: ${JSON.stringify(instance.exit)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${instance.port}/api/health/live`)).ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`${instance.label} did not start`);
}

// 1. Two instances at once on the fresh database (concurrent migrations).
let a = await startInstance("a");
const b = await startInstance("b");
await Promise.all([ready(a), ready(b)]);
console.log("two instances started at once on a fresh database: ok");

// 2. Leads to both, with faults on the way.
const leads = Array.from({ length: options.leads }, (_, i) => ({
  gymName: ["novogreenwich", "novowelling", "novoarmory"][i % 3],
  firstName: plainNameFor("Faultfirst", i),
  lastName: plainNameFor("Faultlast", i),
  email: `fault.person${i}x@example.org`,
  phoneNum: `07700 9${String(10000 + i).slice(-5)}`,
  source: "website",
}));
const statuses = new Map();
const accepted = new Map();
let next = 0;
const faults = (async () => {
  await sleep(500);
  await admin("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  await sleep(700);
  a.killed = true;
  a.child.kill("SIGKILL");
  console.log("SIGKILL a");
  await sleep(300);
  await admin("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  a = await startInstance("a2");
  await ready(a);
  console.log("a restarted");
  await admin(`ALTER DATABASE "${name}" SET default_transaction_read_only = on`);
  await admin("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  console.log("read-only");
  await sleep(1500);
  await admin(`ALTER DATABASE "${name}" RESET default_transaction_read_only`);
  await admin("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  console.log("writable again");
})();
async function lane(n) {
  while (next < leads.length) {
    const i = next++;
    const target = (i + n) % 2 === 0 ? a : b;
    let status;
    try {
      const response = await fetch(`http://127.0.0.1:${target.port}/api/sendLeadEmail`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": apiKey },
        body: JSON.stringify(leads[i]),
      });
      status = response.status;
      const body = await response.json().catch(() => ({}));
      if (status === 201) accepted.set(leads[i].email, body.id);
    } catch {
      status = "no answer (killed)";
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    await sleep(20);
  }
}
await Promise.all([...Array.from({ length: 16 }, (_, n) => lane(n)), faults]);
console.log("answers:", Object.fromEntries(statuses));

// 3. Wait for the outbox to drain (the killed instance's claims wait out their 10 s lease).
const db = new pg.Client({ connectionString: url.toString() });
await db.connect();
for (let i = 0; i < 180; i++) {
  const { rows } = await db.query("select count(*) filter (where status <> 'sent')::int as open from outbox");
  if (rows[0].open === 0) break;
  await sleep(500);
}
const stored = new Set((await db.query("select id::text from submissions")).rows.map((r) => r.id));
const outboxRows = (await db.query("select status, count(*)::int n from outbox group by status")).rows;
await db.end();

const lost = [...accepted.values()].filter((id) => !stored.has(id));
const staffPer = new Map();
for (const m of received.filter((m) => m.to.every((t) => t.endsWith("@novogyms.co.uk"))))
  staffPer.set(m.replyTo, (staffPer.get(m.replyTo) ?? 0) + 1);
const withoutStaff = [...accepted.keys()].filter((email) => !staffPer.get(email));
const byId = new Map();
for (const m of received) byId.set(m.messageId, (byId.get(m.messageId) ?? 0) + 1);
const duplicates = [...byId.values()].filter((n) => n > 1).length;
const live = instances.filter((i) => !i.killed);
const crashed = live.filter((i) => i.exit);
for (const i of live) i.child.kill("SIGTERM");
await Promise.all(live.map((i) => (i.exit ? null : new Promise((r) => i.child.once("exit", r)))));
smtp.close();

const output = logs.join("");
// The address hash too: every request came from 127.0.0.1, hashed with each instance's own salt (the
// configured IP_HASH_SALT, or the one it generated into DATA_DIR/secrets.json).
const saltOf = (i) =>
  process.env.IP_HASH_SALT ||
  JSON.parse(readFileSync(path.join(i.dataDir, "secrets.json"), "utf8")).IP_HASH_SALT;
const ipHashes = instances.map((i) => createHmac("sha256", saltOf(i)).update("127.0.0.1").digest("hex"));
const secrets = [...ipHashes, ...leads.flatMap((l) => [l.email, l.firstName, l.lastName, l.phoneNum])];
const leaked = secrets.filter((s) => output.includes(s));
const serverErrors = (statuses.get(500) ?? 0) + (statuses.get(502) ?? 0);
console.log(
  JSON.stringify(
    {
      leads: leads.length,
      answers: Object.fromEntries(statuses),
      acceptedAndStored: accepted.size - lost.length,
      lost: lost.length,
      acceptedWithoutStaffMail: withoutStaff.length,
      outbox: outboxRows,
      messagesReceived: received.length,
      messageIdsReceivedTwice: duplicates,
      error500: serverErrors,
      liveInstancesThatCrashed: crashed.map((i) => i.label),
      logLines: output.split("\n").length,
      submittedValuesInLogs: leaked.length,
    },
    null,
    2,
  ),
);
for (const i of instances) rmSync(i.dataDir, { recursive: true, force: true });
await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
process.exitCode =
  lost.length || withoutStaff.length || serverErrors || crashed.length || leaked.length ? 1 : 0;
