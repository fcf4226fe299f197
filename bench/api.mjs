// `npm run bench:api`: autocannon at 1, 10 and 50 connections against GET /api/health, POST
// /api/sendLeadEmail (a different valid lead every request) and GET /api/reviews/{placeId}, on the production
// server with rate limits lifted and no SMTP (mail goes to .eml files in a throwaway DATA_DIR). On PGlite,
// and on PostgreSQL too when TEST_DATABASE_URL is set (in a fresh database on that server, dropped after).
// Afterwards: every accepted lead is stored, and each has its outbox rows. Writes bench/results/api-*.json.
//
//   npm run bench:api -- [--duration 10] [--connections 1,10,50] [--backends pglite,postgres] [--update-docs]
//
// Runs under `node --import tsx` so it can open the database with server/db/client.ts.
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { gyms } from "../app/content/gyms.ts";
import { openDatabase } from "../server/db/client.ts";
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
});
const connectionCounts = options.connections.split(",").map(Number);
const backends = options.backends.split(",").map((b) => b.trim());
// The bench starts its own server with this key (the pages are not served, so no build key applies).
const apiKey = process.env.API_KEY || "bench-api-key";
const gymNames = ["novogreenwich", "novowelling", "novoarmory"];
const placeId = gyms.find((gym) => gym.slug === "greenwich")?.googlePlaceID ?? gyms[0].googlePlaceID;

/** Configuration for the run: limits lifted, no SMTP/SMS/Google/Redis, so only our code is measured. */
const serverEnv = {
  RATE_LIMIT_PER_MINUTE: "1000000",
  RATE_LIMIT_PER_DAY: "100000000",
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
    firstName: `Bench${n}`,
    lastName: `Runner${tag.slice(-6)}`,
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
for (const backend of backends) runs.push(await benchBackend(backend));

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
  options: { duration: options.duration, connections: connectionCounts, backends },
  runs,
};
const written = writeResults("api", output);
console.log(`\nWrote ${written.dated} and ${written.latest}`);
if (options.updateDocs || (options.duration >= 10 && options.connections === "1,10,50")) {
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
  ].join("\n");
  if (updateDocs("api", markdown)) console.log("Updated docs/benchmarks.md (Latest figures: api).");
}
if (runs.some((run) => !run.check.ok)) process.exitCode = 1;
