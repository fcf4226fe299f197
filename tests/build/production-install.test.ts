/**
 * The production path, as the Dockerfile's second stage runs it (Docker cannot run here, so this test is
 * its stand-in; keep the two in step): package.json and package-lock.json beside the build in an empty
 * folder, `npm ci --omit=dev --ignore-scripts`, the content folder copied in, then
 * `node build/app-server/index.js` with a fresh DATA_DIR and nothing configured. No dev dependency, no TypeScript loader, no build at start.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { freePort } from "#server/test/instances.ts";
import { buildRoot, ensureBuild } from "./build-output";

const root = mkdtempSync(path.join(tmpdir(), "novo-production-"));
const dataDir = path.join(root, "data");
let server: ChildProcess | undefined;
let origin = "";
let serverLog = "";

/** Only what a container has: no API_KEY, SMTP_URL, NODE_OPTIONS or test settings from this process. */
function productionEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    ...extra,
  };
}

function npm(args: string[]): void {
  execFileSync("npm", args, { cwd: root, stdio: ["ignore", "ignore", "pipe"], env: process.env });
}

beforeAll(async () => {
  await ensureBuild();
  // The compiled server is quick to make (about a second) and its sources are not the site's: always fresh.
  execFileSync("npm", ["run", "-s", "build:server"], {
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildRoot },
    stdio: ["ignore", "ignore", "inherit"],
  });

  // Dockerfile, production stage: COPY package*.json; RUN npm ci --omit=dev --ignore-scripts; COPY build.
  // No install script runs there: the one we have (patch-package) patches a build tool, which production lacks.
  cpSync("package.json", path.join(root, "package.json"));
  cpSync("package-lock.json", path.join(root, "package-lock.json"));
  try {
    npm(["ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund"]);
  } catch {
    // This workplace's registry mirror has only the linux-x64 builds of per-platform packages, so npm ci
    // refuses the lock file here (the same fallback as .ci/run); npm install keeps the lock's versions.
    npm(["install", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund"]);
  }
  cpSync(buildRoot, path.join(root, "build"), { recursive: true });
  // Dockerfile: COPY content (read at request time from CONTENT_DIR, ./content by default).
  cpSync("content", path.join(root, "content"), { recursive: true });

  // Dockerfile: CMD ["node", "build/app-server/index.js"]
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["build/app-server/index.js"], {
    cwd: root,
    env: productionEnv({ PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  // pino logs to stdout; a crash lands on stderr.
  for (const stream of [server.stdout, server.stderr])
    stream?.on("data", (chunk) => {
      serverLog += chunk;
    });
  // A first start creates the embedded database (initdb), which takes 40 s or more on a loaded 2-core machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${serverLog}`);
    const up = await fetch(`${origin}${apiPaths.health}`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`no health within 180 s:\n${serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(root, { recursive: true, force: true });
  // A whole node_modules to delete, after a server that drains its outbox: slow on a busy CI machine.
}, 180_000);

describe("a production install (npm ci --omit=dev beside the build)", () => {
  it("has no dev dependency and no TypeScript loader", () => {
    for (const devOnly of ["tsx", "vite", "vitest", "@react-router/dev", "pdf-lib"])
      expect(existsSync(path.join(root, "node_modules", devOnly)), devOnly).toBe(false);
  });

  it("answers health 200, naming its local fallbacks, and serves the site", async () => {
    const health = await fetch(`${origin}${apiPaths.health}`);
    expect(health.status).toBe(200);
    const body = (await health.json()) as {
      status: string;
      fallbacks: { id: string }[];
      content: { status: string; problems: unknown[] };
    };
    expect(body.status).toBe("ok");
    expect(body.fallbacks.map((fallback) => fallback.id)).toContain("mail-files");
    // The content copied beside the build is read, and every file of it passes its schema.
    expect(body.content).toEqual({ status: "ok", problems: [] });
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<html");
  });

  it("keeps its generated salt private in DATA_DIR and says so loudly in production", () => {
    const secrets = path.join(dataDir, "secrets.json");
    expect(statSync(secrets).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(secrets, "utf8")).IP_HASH_SALT).toMatch(/^[\w-]{43}$/);
    expect(serverLog).toContain("PRODUCTION ON A LOCAL FALLBACK (mail-files)");
  });

  it("stores a lead sent with the key the pages were built with", async () => {
    const info = JSON.parse(readFileSync(path.join(root, "build", "client", "build-info.json"), "utf8")) as {
      env: { VITE_API_KEY: string };
    };
    const email = `production-${Date.now()}@example.com`;
    const response = await fetch(`${origin}${apiPaths.lead}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": info.env.VITE_API_KEY },
      body: JSON.stringify({
        gymName: "novogreenwich",
        firstName: "Prod",
        lastName: "Install",
        email,
        phoneNum: "07700 900123",
        source: "website",
      }),
    });
    expect(response.status).toBeLessThan(300);

    // Read the stored row back with the compiled staff CLI (the server holds PGlite's lock: stop it first).
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server?.kill("SIGTERM");
    await exited;
    const csv = execFileSync(process.execPath, ["build/app-server/leads.js", "export", "--kind", "lead"], {
      cwd: root,
      env: productionEnv({ LOG_LEVEL: "silent" }),
      encoding: "utf8",
    });
    expect(csv).toContain(email);
  });
});
