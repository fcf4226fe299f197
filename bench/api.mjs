// `npm run bench:api`: autocannon at 1, 10 and 50 connections against GET /api/health, POST
// /api/sendLeadEmail (a different valid lead every request) and GET /api/reviews/{placeId}, on the production
// server with rate limits lifted and no SMTP (mail goes to .eml files in a throwaway DATA_DIR). On PGlite,
// and on PostgreSQL too when TEST_DATABASE_URL is set (in a fresh database on that server, dropped after).
// Afterwards: every accepted lead is stored, and each has its outbox rows. Writes bench/results/api-*.json.
//
//   npm run bench:api -- [--duration 10] [--connections 1,10,50] [--backends pglite,postgres] [--update-docs]
//                        [--phases load,delivery] [--drain-leads 200] [--burst-leads 1000]
//
// The delivery phase runs the server against a local SMTP server (smtp-server) that greets 100 ms
// after each connection, and reports the drain rate after a burst of --drain-leads leads and the time from a
// burst of --burst-leads leads to the last staff e-mail delivered, with exactly one staff mail per lead.
//
// Runs under `node --import tsx` so it can open the database with server/db/client.ts.
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { openDatabase } from "#server/db/client.ts";
import { plainNameFor } from "#tests/plain-names.ts";
import { shippedGym } from "#tests/shipped.ts";
import {
  machine,
  markdownTable,
  parseArgs,
  startServer,
  textTable,
  updateDocs,
  writeResults,
} from "./lib.mjs";

const options = parseArgs(process.argv.slice(2), {
  duration: 10,
  connections: "1,10,50",
  backends: process.env.TEST_DATABASE_URL ? "pglite,postgres" : "pglite",
  updateDocs: false,
  phases: "load,delivery",
  drainLeads: 200,
  burstLeads: 1000,
});
const phases = new Set(options.phases.split(",").map((p) => p.trim()));
const connectionCounts = options.connections.split(",").map(Number);
const backends = options.backends.split(",").map((b) => b.trim());
// The bench starts its own server with this key (the pages are not served, so no build key applies).
const apiKey = process.env.API_KEY || "bench-api-key";
const gymNames = ["novogreenwich", "novowelling", "novoarmory"];
const placeId = shippedGym("greenwich").googlePlaceID;

/** Configuration for the run: limits lifted, no SMTP/SMS/Google/Redis, so only our code is measured. */
const serverEnv = {
  RATE_LIMIT_PER_MINUTE: "1000000",
  RATE_LIMIT_PER_DAY: "100000000",
  RATE_LIMIT_HOLD_PER_MINUTE: "0",
  RATE_LIMIT_HOLD_PER_DAY: "0",
  RATE_LIMIT_EMAIL_HOLD_PER_MINUTE: "0",
  RATE_LIMIT_EMAIL_HOLD_PER_DAY: "0",
  SMTP_URL: "",
  TWILIO_ACCOUNT_SID: "",
  TWILIO_AUTH_TOKEN: "",
  TWILIO_FROM: "",
  GOOGLE_PLACES_API_KEY: "",
  REDIS_URL: "",
  API_KEY: apiKey,
  // The API alone: the site's files are not what this bench measures.
  BUILD_DIR: "bench/.no-site",
};

let sequence = 0;
/** Ids answered 2xx by POST /api/sendLeadEmail in the current backend's run. */
let acceptedIds = new Set();
/** A different valid lead each time (SPEC §3 lead payload), so no cache or dedupe flatters the figures. */
function nextLead() {
  const n = ++sequence;
  const tag = `${process.pid}${n}`;
  return {
    gymName: gymNames[n % gymNames.length],
    firstName: plainNameFor("Bench", n),
    lastName: plainNameFor("Runner", Number(tag.slice(-6))),
    email: `bench.${tag}@example.com`,
    phoneNum: `07${String(700000000 + (n % 99999999)).padStart(9, "0")}`,
    source: "website",
  };
}

const endpoints = {
  health: { method: "GET", path: "/api/health" },
  lead: {
    method: "POST",
    path: "/api/sendLeadEmail",
    headers: { "content-type": "application/json", "x-api-key": apiKey },
    setupRequest: (request) => ({ ...request, body: JSON.stringify(nextLead()) }),
    // The id of every lead the API accepted, to find each one in the database afterwards.
    onResponse: (status, body) => {
      if (status < 200 || status >= 300) return;
      try {
        acceptedIds.add(JSON.parse(body).id);
      } catch {
        acceptedIds.add(`unparsable answer ${acceptedIds.size}`);
      }
    },
  },
  reviews: {
    method: "GET",
    path: `/api/reviews/${encodeURIComponent(placeId)}`,
    headers: { "x-api-key": apiKey },
  },
};

function fire(origin, endpoint, connections) {
  const { method, path, headers = {}, setupRequest, onResponse } = endpoints[endpoint];
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections,
        duration: options.duration,
        headers,
        requests: [{ method, path, headers, ...(setupRequest ? { setupRequest, onResponse } : {}) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * A fresh database on TEST_DATABASE_URL's server for this run (as the API tests do), so the run starts empty
 * and nobody else's data is touched; dropped afterwards. The server's migrations create the schema.
 */
async function freshPostgres(baseUrl) {
  const name = `novo_bench_${randomBytes(6).toString("hex")}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * Every lead answered 2xx is a row (found by its id), and every lead row has its outbox messages. autocannon
 * stops listening when a cell's time is up, so requests still in flight then are stored but never counted as
 * answered: at most one per connection per cell, reported as "in flight at cut-off".
 */
async function verify(databaseOptions, accepted, inFlightBound) {
  const database = await openDatabase(databaseOptions);
  try {
    const rows = async (query) => (await database.db.execute(query)).rows;
    const storedIds = new Set(
      (await rows(sql`select id::text as id from submissions where kind = 'lead'`)).map((r) => r.id),
    );
    const missing = [...accepted].filter((id) => !storedIds.has(id));
    const inFlight = [...storedIds].filter((id) => !accepted.has(id)).length;
    const [{ n: withoutStaffMail }] = await rows(sql`
      select count(*)::int as n from submissions s
      where s.kind = 'lead' and not exists (
        select 1 from outbox o where o.submission_id = s.id and o.purpose = 'staff-notification')`);
    const [{ n: withoutConfirmation }] = await rows(sql`
      select count(*)::int as n from submissions s
      where s.kind = 'lead' and not exists (
        select 1 from outbox o where o.submission_id = s.id and o.purpose = 'visitor-confirmation')`);
    const statuses = (
      await rows(sql`
        select o.status, count(*)::int as n from outbox o join submissions s on s.id = o.submission_id
        where s.kind = 'lead' group by o.status order by o.status`)
    ).map((r) => `${r.status} ${r.n}`);
    return {
      accepted: accepted.size,
      stored: storedIds.size,
      acceptedButMissing: missing.length,
      inFlightAtCutoff: inFlight,
      leadsWithoutStaffNotification: Number(withoutStaffMail),
      leadsWithoutVisitorConfirmation: Number(withoutConfirmation),
      outboxStatuses: statuses.join(", "),
      ok:
        missing.length === 0 &&
        inFlight <= inFlightBound &&
        Number(withoutStaffMail) === 0 &&
        Number(withoutConfirmation) === 0,
    };
  } finally {
    await database.close();
  }
}

/**
 * A local SMTP server that greets 100 ms after each connection (like a provider across a network and TLS)
 * and records, per message, when it was accepted, its Message-ID, Reply-To and recipients.
 */
async function startSlowSmtp(greetingDelayMs = 100) {
  const received = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onConnect(_session, callback) {
      setTimeout(callback, greetingDelayMs);
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const head = Buffer.concat(chunks)
          .toString("utf8")
          .split(/\r?\n\r?\n/, 1)[0]
          .replace(/\r?\n[ \t]+/g, " ");
        const header = (name) => new RegExp(`^${name}:\\s*(.+)$`, "im").exec(head)?.[1]?.trim() ?? "";
        received.push({
          at: performance.now(),
          messageId: header("message-id"),
          replyTo: header("reply-to"),
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  server.on("error", () => {});
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address();
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise((r) => server.close(r)) };
}

/** Posts `leads` at `concurrency` at a time; returns the start, the last answer, and the accepted leads. */
async function burst(origin, leads, concurrency) {
  const started = performance.now();
  let next = 0;
  let lastAnswer = started;
  const accepted = [];
  const failures = [];
  const lane = async () => {
    while (next < leads.length) {
      const lead = leads[next++];
      const response = await fetch(`${origin}/api/sendLeadEmail`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": apiKey },
        body: JSON.stringify(lead),
      });
      await response.arrayBuffer();
      lastAnswer = performance.now();
      if (response.status === 201) accepted.push(lead);
      else failures.push(response.status);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { started, lastAnswer, accepted, failures };
}

async function waitUntil(check, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

const staffInboxes = /@novogyms\.co\.uk$/i;

/** The delivery phase on one backend: drain rate, then a burst of leads to the last staff mail. */
async function benchDelivery(backend) {
  const postgres = backend === "postgres" ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  const smtp = await startSlowSmtp(100);
  const server = await startServer({
    env: { ...serverEnv, DATABASE_URL: postgres?.url ?? "", SMTP_URL: smtp.url },
  }).catch(async (error) => {
    await smtp.stop();
    await postgres?.drop();
    throw error;
  });
  console.log(`\n${backend} delivery: server on ${server.origin}, SMTP ${smtp.url} (greets after 100 ms)`);
  try {
    // 1. Drain rate: a burst of leads (two messages each), then time until the outbox is empty.
    const drainLeads = Array.from({ length: options.drainLeads }, nextLead);
    const drain = await burst(server.origin, drainLeads, 20);
    const drainMessages = drain.accepted.length * 2;
    const drained = await waitUntil(() => smtp.received.length >= drainMessages, 120_000);
    const drainEnd = smtp.received[drainMessages - 1]?.at ?? performance.now();
    const drainResult = {
      leads: drain.accepted.length,
      messages: drainMessages,
      refused: drain.failures.length,
      answersSeconds: round((drain.lastAnswer - drain.started) / 1000),
      drainedAfterLastAnswerSeconds: drained ? round(Math.max(0, drainEnd - drain.lastAnswer) / 1000) : null,
      messagesPerSecond: drained ? round(drainMessages / ((drainEnd - drain.started) / 1000)) : null,
    };
    console.log(
      `  drain: ${drainResult.messages} messages, last answer after ${drainResult.answersSeconds} s, ` +
        `drained ${drainResult.drainedAfterLastAnswerSeconds} s after it (${drainResult.messagesPerSecond} msg/s overall)`,
    );

    // 2. A burst of leads to the last staff e-mail delivered, exactly one each.
    const before = smtp.received.length;
    const burstLeads = Array.from({ length: options.burstLeads }, nextLead);
    const run = await burst(server.origin, burstLeads, 50);
    const expected = run.accepted.length * 2;
    const done = await waitUntil(() => smtp.received.length - before >= expected, 180_000);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a duplicate would arrive by now
    const mails = smtp.received.slice(before);
    const staff = mails.filter((m) => m.to.every((to) => staffInboxes.test(to)));
    const staffPerLead = new Map();
    for (const mail of staff) staffPerLead.set(mail.replyTo, (staffPerLead.get(mail.replyTo) ?? 0) + 1);
    const lastStaff = Math.max(...staff.map((m) => m.at));
    const everyLeadOnce = run.accepted.every((lead) => staffPerLead.get(lead.email) === 1);
    const burstResult = {
      leads: run.accepted.length,
      refused: run.failures.length,
      answersSeconds: round((run.lastAnswer - run.started) / 1000),
      lastStaffMailSeconds: done ? round((lastStaff - run.started) / 1000) : null,
      staffMails: staff.length,
      exactlyOneStaffMailEach: everyLeadOnce && staff.length === run.accepted.length,
      duplicateMessageIds: mails.length - new Set(mails.map((m) => m.messageId)).size,
      messages: mails.length,
    };
    console.log(
      `  burst: ${burstResult.leads} leads answered in ${burstResult.answersSeconds} s, last staff mail at ` +
        `${burstResult.lastStaffMailSeconds} s; ${burstResult.staffMails} staff mails, exactly one each: ` +
        `${burstResult.exactlyOneStaffMailEach}; duplicate Message-IDs: ${burstResult.duplicateMessageIds}`,
    );
    const ok =
      drainResult.drainedAfterLastAnswerSeconds !== null &&
      drainResult.drainedAfterLastAnswerSeconds <= 5 &&
      burstResult.lastStaffMailSeconds !== null &&
      burstResult.lastStaffMailSeconds <= 60 &&
      burstResult.exactlyOneStaffMailEach &&
      burstResult.duplicateMessageIds === 0 &&
      drainResult.refused === 0 &&
      burstResult.refused === 0;
    return { backend, drain: drainResult, burst: burstResult, ok };
  } finally {
    await server.stop();
    await smtp.stop();
    await postgres?.drop();
  }
}

const round = (n) => Math.round(n * 100) / 100;

async function benchBackend(backend) {
  if (backend === "postgres" && !process.env.TEST_DATABASE_URL)
    throw new Error("postgres needs TEST_DATABASE_URL");
  const postgres = backend === "postgres" ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  const url = postgres?.url;
  const server = await startServer({ env: { ...serverEnv, DATABASE_URL: url ?? "" } }).catch(
    async (error) => {
      await postgres?.drop();
      throw error;
    },
  );
  console.log(`\n${backend}: server on ${server.origin} (DATA_DIR ${server.dataDir})`);
  const rows = [];
  acceptedIds = new Set();
  try {
    for (const connections of connectionCounts) {
      for (const endpoint of Object.keys(endpoints)) {
        const r = await fire(server.origin, endpoint, connections);
        rows.push({
          endpoint,
          connections,
          requestsPerSecond: Math.round(r.requests.average),
          p50: r.latency.p50,
          p97_5: r.latency.p97_5,
          p99: r.latency.p99,
          total: r.requests.total,
          ok2xx: r["2xx"],
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
        });
        const row = rows.at(-1);
        console.log(
          `  ${endpoint} x${connections}: ${row.requestsPerSecond} req/s, p99 ${row.p99} ms, non-2xx ${row.non2xx}`,
        );
      }
    }
  } finally {
    // PGlite is single-process: the server must let go of the files before we read them.
    await server.stop({ keepData: true });
  }
  const inFlightBound = connectionCounts.reduce((sum, n) => sum + n, 0);
  let check;
  try {
    check = await verify(
      url ? { url, dataDir: "" } : { dataDir: server.dataDir },
      acceptedIds,
      inFlightBound,
    );
  } finally {
    server.removeData();
    await postgres?.drop();
  }
  for (const row of rows) {
    const health = rows.find((h) => h.endpoint === "health" && h.connections === row.connections);
    row.ratioToHealth = health?.requestsPerSecond
      ? Math.round((row.requestsPerSecond / health.requestsPerSecond) * 100) / 100
      : null;
  }
  return { backend, rows, check };
}

const startedAt = new Date();
const runs = [];
const deliveries = [];
for (const backend of backends) {
  if (phases.has("load")) runs.push(await benchBackend(backend));
  if (phases.has("delivery")) deliveries.push(await benchDelivery(backend));
}

const header = [
  "backend",
  "endpoint",
  "conns",
  "req/s",
  "p50 ms",
  "p97.5 ms",
  "p99 ms",
  "2xx",
  "non-2xx",
  "errors",
  "x health",
];
const tableRows = runs.flatMap((run) =>
  run.rows.map((r) => [
    run.backend,
    r.endpoint,
    r.connections,
    r.requestsPerSecond,
    r.p50,
    r.p97_5,
    r.p99,
    r.ok2xx,
    r.non2xx,
    r.errors + r.timeouts,
    r.ratioToHealth?.toFixed(2) ?? "-",
  ]),
);
console.log(`\nAPI (autocannon, ${options.duration} s per cell)`);
console.log(textTable(header, tableRows));
for (const run of runs) {
  const c = run.check;
  console.log(
    `${run.backend}: ${c.accepted} leads accepted, ${c.acceptedButMissing} of them missing from the database, ` +
      `${c.inFlightAtCutoff} more stored while in flight at a cell's cut-off; ` +
      `${c.leadsWithoutStaffNotification} without a staff notification, ${c.leadsWithoutVisitorConfirmation} ` +
      `without a visitor confirmation (outbox at stop: ${c.outboxStatuses}) -> ${c.ok ? "OK" : "MISMATCH"}`,
  );
}
const output = {
  kind: "api",
  date: startedAt.toISOString(),
  machine: machine(),
  options: { duration: options.duration, connections: connectionCounts, backends, phases: [...phases] },
  runs,
  deliveries,
};
const deliveryHeader = [
  "backend",
  "drain: messages",
  "drained after last answer, s",
  "msg/s",
  "burst: leads",
  "answered in, s",
  "last staff mail, s",
  "one staff mail each",
  "duplicates",
];
const deliveryRows = deliveries.map((d) => [
  d.backend,
  d.drain.messages,
  d.drain.drainedAfterLastAnswerSeconds ?? "not drained",
  d.drain.messagesPerSecond ?? "-",
  d.burst.leads,
  d.burst.answersSeconds,
  d.burst.lastStaffMailSeconds ?? "not delivered",
  d.burst.exactlyOneStaffMailEach ? "yes" : "NO",
  d.burst.duplicateMessageIds,
]);
if (deliveries.length > 0) {
  console.log(
    "\nDelivery to an SMTP server that greets after 100 ms (targets: drained within 5 s; 1,000 leads within 60 s)",
  );
  console.log(textTable(deliveryHeader, deliveryRows));
}
const written = writeResults("api", output);
console.log(`\nWrote ${written}`);
if (
  options.updateDocs ||
  (options.duration >= 10 &&
    options.connections === "1,10,50" &&
    phases.has("load") &&
    phases.has("delivery"))
) {
  const markdown = [
    `Measured ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC at commit ${output.machine.commit} on ${output.machine.cpu}, ` +
      `${output.machine.memoryGB} GB, Node ${output.machine.node}; ${options.duration} s per cell; ` +
      `load average at the end ${output.machine.loadAverage.join(" / ")}.`,
    "",
    markdownTable(header, tableRows),
    "",
    ...runs.map(
      (run) =>
        `- ${run.backend}: ${run.check.accepted} leads accepted, ${run.check.acceptedButMissing} missing, ` +
        `${run.check.inFlightAtCutoff} stored in flight at a cut-off, ` +
        `${run.check.leadsWithoutStaffNotification + run.check.leadsWithoutVisitorConfirmation} missing outbox rows; ` +
        `outbox at stop: ${run.check.outboxStatuses} (${run.check.ok ? "OK" : "MISMATCH"})`,
    ),
    ...(deliveries.length > 0
      ? [
          "",
          `Delivery (outbox worker, OUTBOX_CONCURRENCY and SMTP_MAX_CONNECTIONS at their defaults) to a local SMTP server that greets after 100 ms: ` +
            `${options.drainLeads} leads (2 messages each) at 20 connections, then a burst of ${options.burstLeads} leads at 50 connections. ` +
            "Targets: drained within 5 s of the last answer; the burst's last staff e-mail within 60 s, exactly one each.",
          "",
          markdownTable(deliveryHeader, deliveryRows),
        ]
      : []),
  ].join("\n");
  if (updateDocs("api", markdown)) console.log("Updated docs/benchmarks.md (Latest figures: api).");
}
if (runs.some((run) => !run.check.ok) || deliveries.some((d) => !d.ok)) process.exitCode = 1;
