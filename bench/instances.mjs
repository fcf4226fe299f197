// `npm run bench:instances`: two instances of the production server on one PostgreSQL (issue 31). A benchmark,
// not a test: the figures depend on the machine and its load, which the results carry.
//   1. Edit-to-live latency: --edits saves of the Welling price through /api/keystatic/update on instance A,
//      as management (signed in by the e-mailed link, as staff do); for each, the time until instance B's
//      /welling shows the new price (B is polled every 25 ms). Median and max.
//   2. HTML throughput of a cached page (--route): autocannon against one instance, then against both at once
//      (half the connections each, the rates added), in alternating rounds.
// Against a fresh database on the PostgreSQL at TEST_DATABASE_URL (dropped after); REDIS_URL or TEST_REDIS_URL
// is given to both instances when set. Each instance has its own DATA_DIR and its own copy of the shipped
// content, and both share one API_KEY, as the deploy documents (docs/deploy.md, section 7).
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:instances -- [--skip-build]
//     [--edits 20] [--route /faq] [--connections 10] [--duration 5] [--rounds 4] [--update-docs]
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { TEST_STAFF } from "#server/test/app.ts";
import { copyOfShippedContent } from "#server/test/content.ts";
import { ensureServerBuild, signInOver, siteOver, startInstance } from "#server/test/instances.ts";
import { startSmtpServer } from "#server/test/smtp.ts";
import {
  machine,
  markdownTable,
  parseArgs,
  pgQuery,
  root,
  textTable,
  updateDocs,
  writeResults,
} from "./lib.mjs";

const options = parseArgs(process.argv.slice(2), {
  skipBuild: false,
  edits: 20,
  route: "/faq",
  connections: 10,
  duration: 5,
  rounds: 4,
  updateDocs: false,
});
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error("Set TEST_DATABASE_URL to a PostgreSQL server (a database is created there and dropped).");
  process.exit(2);
}
const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL || "";
// The built server of build/test (the tests' build): production mode, as deployed.
if (!options.skipBuild) await ensureServerBuild();

const admin = (text) => pgQuery(adminUrl, text);
const databaseName = `bench_instances_${randomBytes(4).toString("hex")}`;
await admin(`CREATE DATABASE "${databaseName}"`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;

const smtp = await startSmtpServer();
const shared = {
  DATABASE_URL: databaseUrl.toString(),
  API_KEY: `bench-${randomBytes(8).toString("hex")}`,
  SMTP_URL: smtp.url,
  LOG_LEVEL: "warn",
  ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
};
// Each instance: its own DATA_DIR and its own fresh copy of the shipped content, as a container of the image.
const folders = [0, 1].map(() => ({
  data: mkdtempSync(path.join(os.tmpdir(), "novo-bench-data-")),
  content: copyOfShippedContent(),
}));
const servers = [];
let exitCode = 0;
try {
  // One after the other: the first applies the migrations and seeds the content.
  for (const [index, folder] of folders.entries())
    servers.push(
      await startInstance(index === 0 ? "A" : "B", {
        ...shared,
        DATA_DIR: folder.data,
        CONTENT_DIR: folder.content,
      }),
    );
  const [a, b] = servers;

  // 1. Management signs in on A by the mailed link; A saves, B's page is watched.
  const cookie = await signInOver(a, smtp, TEST_STAFF.management);
  const onA = siteOver(() => a);
  const wellingFile = "gyms/welling.yaml";
  const shipped = readFileSync(path.join(root, "content", wellingFile), "utf8");
  if (!/^monthlyPrice: .*$/m.test(shipped)) throw new Error(`no monthlyPrice in ${wellingFile}`);
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const latencies = [];
  for (let i = 0; i < options.edits; i++) {
    const price = (41.01 + i / 100).toFixed(2);
    const started = performance.now();
    const saved = await onA.save(cookie, {
      [wellingFile]: shipped.replace(/^monthlyPrice: .*$/m, `monthlyPrice: ${price}`),
    });
    if (saved.status >= 300) throw new Error(`save ${i + 1} answered ${saved.status}: ${saved.text}`);
    for (;;) {
      const page = await fetch(`${b.origin}/welling`, { headers: { "user-agent": "bench" } });
      if ((await page.text()).includes(price)) break;
      if (performance.now() - started > 60_000) throw new Error(`edit ${i + 1} not live on B within 60 s`);
      await sleep(25);
    }
    latencies.push(Math.round(performance.now() - started));
  }
  const sorted = [...latencies].sort((x, y) => x - y);
  const edit = {
    edits: latencies.length,
    medianMs: sorted[Math.floor((sorted.length - 1) / 2)],
    maxMs: sorted.at(-1),
    latenciesMs: latencies,
  };

  // 3. Throughput of a cached page: one instance, then both (half the connections each), alternating.
  const headers = { "accept-encoding": "br", "user-agent": "bench" };
  for (const server of servers) await fetch(`${server.origin}${options.route}`, { headers }); // fill the caches
  const run = (origin, connections) =>
    autocannon({ url: `${origin}${options.route}`, headers, connections, duration: options.duration });
  const samples = { one: [], two: [] };
  for (let round = 0; round < options.rounds; round++)
    for (const setup of round % 2 ? ["two", "one"] : ["one", "two"]) {
      const results =
        setup === "one"
          ? [await run(a.origin, options.connections)]
          : await Promise.all([
              run(a.origin, Math.ceil(options.connections / 2)),
              run(b.origin, Math.floor(options.connections / 2)),
            ]);
      samples[setup].push({
        reqPerSec: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
        p99Ms: Math.max(...results.map((r) => r.latency.p99)),
        non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
        errors: results.reduce((sum, r) => sum + r.errors, 0),
      });
    }
  const median = (values) => {
    const s = [...values].sort((x, y) => x - y);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const load = Object.entries(samples).map(([setup, rounds]) => ({
    instances: setup === "one" ? 1 : 2,
    medianReqPerSec: Math.round(median(rounds.map((r) => r.reqPerSec))),
    medianP99Ms: median(rounds.map((r) => r.p99Ms)),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    rounds,
  }));

  const about = machine({ redis: Boolean(redisUrl) });
  console.log(
    `\nEdit-to-live on the second instance (${edit.edits} saves on A, B's /welling polled every 25 ms):` +
      ` median ${edit.medianMs} ms, max ${edit.maxMs} ms`,
  );
  console.log(
    `\nThroughput of ${options.route} (autocannon, ${options.connections} connections in all, ` +
      `${options.rounds} alternating rounds of ${options.duration} s):\n`,
  );
  console.log(
    textTable(
      ["instances", "median req/s", "p99 ms", "non-2xx", "errors"],
      load.map((r) => [r.instances, r.medianReqPerSec, r.medianP99Ms, r.non2xx, r.errors]),
    ),
  );
  const written = writeResults("instances", { machine: about, options, edit, load });
  console.log(`\nResults: ${written}`);
  if (options.updateDocs) {
    const markdown = [
      `Run on ${new Date().toISOString().slice(0, 10)} at commit ${about.commit}, ${about.cpu}, load average ` +
        `${about.loadAverage.join(" / ")} at the end (the machine is shared), PostgreSQL` +
        `${redisUrl ? " and Redis" : ""} on the same host. Results: \`${written}\`.`,
      "",
      `Edit-to-live on the second instance, ${edit.edits} saves: **median ${edit.medianMs} ms, max ${edit.maxMs} ms**.`,
      "",
      markdownTable(
        ["instances", `${options.route} median req/s`, "p99 ms", "non-2xx", "errors"],
        load.map((r) => [r.instances, r.medianReqPerSec, r.medianP99Ms, r.non2xx, r.errors]),
      ),
    ].join("\n");
    console.log(
      updateDocs("instances", markdown) ? "docs/benchmarks.md updated" : "! no bench:instances section",
    );
  }
  if (load.some((r) => r.non2xx > 0 || r.errors > 0)) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const server of servers) await server.stop();
  await smtp.stop();
  for (const folder of folders)
    for (const dir of [folder.data, folder.content]) rmSync(dir, { recursive: true, force: true });
  await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
}
process.exit(exitCode);
