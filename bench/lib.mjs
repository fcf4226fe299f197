// Shared by bench/web.mjs and bench/api.mjs: the build, a production server on a free port with a throwaway
// DATA_DIR, the machine description every result carries, and the docs section the benches regenerate.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const resultsDir = path.join(root, "bench", "results");

/** Minimal `--name value` / `--flag` parser: the benches take a handful of options. */
export function parseArgs(argv, defaults) {
  const options = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) continue;
    const [name, inline] = arg.slice(2).split("=", 2);
    const key = name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    if (typeof defaults[key] === "boolean") options[key] = inline === undefined ? true : inline !== "false";
    else {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new Error(`--${name} needs a value`);
      options[key] = typeof defaults[key] === "number" ? Number(value) : value;
    }
  }
  return options;
}

/**
 * `npm run build` into BUILD_DIR, as production (a parent's NODE_ENV=test would bundle React's dev build);
 * `cwd`: another checkout's, to compare.
 */
export function build(buildDir, cwd = root) {
  console.log(`Building ${path.relative(cwd, buildDir)}${cwd === root ? "" : ` in ${cwd}`}...`);
  try {
    execFileSync("npm", ["run", "-s", "build"], {
      cwd,
      stdio: "pipe",
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir },
    });
  } catch (error) {
    // The build's own chatter only matters when it fails.
    process.stderr.write(`${error.stdout ?? ""}${error.stderr ?? ""}`);
    throw new Error("the build failed");
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real production server (server/index.ts, what `npm start` runs) as a child process, with its own
 * DATA_DIR under the OS temp dir (`cwd`: another checkout's, to compare). Resolves once /api/health answers 200.
 */
export async function startServer({ buildDir, env = {}, dataDir, cwd = root, port: wanted } = {}) {
  // A given port (a shared machine hands each engineer a range), else a free one.
  const port = wanted ?? (await freePort());
  const ownDataDir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), "novo-bench-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: ownDataDir,
      LOG_LEVEL: "warn",
      ...(buildDir ? { BUILD_DIR: buildDir } : {}),
      ...env,
    },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const origin = `http://127.0.0.1:${port}`;
  // A first start applies the migrations to a new PGlite: over a minute on a loaded machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${stderr}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`server did not answer /api/health within 180 s:\n${stderr}`);
    }
    await sleep(250);
  }
  return {
    origin,
    port,
    dataDir: ownDataDir,
    /** SIGTERM (the server drains requests and the outbox), wait for the exit; SIGKILL after 30 s. */
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
        await exited;
        clearTimeout(timer);
      }
      if (!keepData && !dataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
    removeData() {
      rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** Where a figure came from: it means little without the machine and the load on it. */
export function machine(extra = {}) {
  const cpus = os.cpus();
  return {
    host: os.hostname(),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpu: `${cpus[0]?.model?.trim() ?? "unknown"} x${cpus.length}`,
    memoryGB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    node: process.version,
    commit: gitCommit(),
    ...extra,
  };
}

/** The commit measured, with "+changes" when the code differs from it (results and docs do not count). */
function gitCommit() {
  try {
    const run = (args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
    const changed = run(["status", "--porcelain", "--", ".", ":!bench/results", ":!docs", ":!README.md"]);
    return `${run(["rev-parse", "--short", "HEAD"])}${changed ? "+changes" : ""}`;
  } catch {
    return "unknown";
  }
}

export function stamp(date = new Date()) {
  return date.toISOString().slice(0, 10);
}

export function writeResults(name, data) {
  const dated = path.join(resultsDir, `${name}-${stamp()}.json`);
  writeFileSync(dated, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(root, dated);
}

/** Replaces the text between <!-- bench:NAME:start --> and <!-- bench:NAME:end --> in docs/benchmarks.md. */
export function updateDocs(name, markdown) {
  const file = path.join(root, "docs", "benchmarks.md");
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return false;
  }
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return false;
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${markdown.trim()}\n${text.slice(to)}`);
  // Biome formats Markdown too: keep `npm run lint` clean after a bench run.
  try {
    execFileSync("npx", ["biome", "format", "--write", file], { cwd: root, stdio: "ignore" });
  } catch {
    console.warn("! could not format docs/benchmarks.md with biome");
  }
  return true;
}

/** A fixed-width text table (first column left-aligned, the rest right-aligned). */
export function textTable(header, rows) {
  const widths = header.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  ");
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

export function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map((_, i) => (i === 0 ? "---" : "---:"))), ...rows.map(line)].join("\n");
}

/** One query on a connection of its own (a bench's database admin: create, drop, cut connections). */
export async function pgQuery(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
