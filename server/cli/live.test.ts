/**
 * The staff CLI while the site runs on the embedded database: the real server (server/index.ts) and the
 * real CLI as child processes sharing one DATA_DIR, and the lock that lets exactly one process open it.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { acquireHolderLock, DatabaseLockedError, holderSocketPath } from "#server/db/lock.ts";
import { waitFor } from "#server/test/wait.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const cliArgs = ["--import", "tsx", path.join(root, "server/cli/leads.ts")];
const children: ChildProcess[] = [];

/** The key the child server expects; configured, so no per-install secret is generated for it. */
const LIVE_API_KEY = "live-test-api-key";

function envFor(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    PORT: "0",
    HOST: "127.0.0.1",
    BUILD_DIR: path.join(dataDir, "no-build"),
    LOG_LEVEL: "info",
    API_KEY: LIVE_API_KEY,
  };
}

/** Starts server/index.ts and resolves with its port once it listens. */
function startServer(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/index.ts")], {
    cwd: root,
    env: envFor(dataDir),
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]) });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

function cli(dataDir: string, ...args: string[]) {
  return run(process.execPath, [...cliArgs, ...args], { cwd: root, env: envFor(dataDir) });
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

describe("the embedded database lock", () => {
  const fresh = () => mkdtempSync(path.join(tmpdir(), "novo-lock-"));

  it("lets one holder in, refuses a second, and frees the folder on release", async () => {
    const dir = fresh();
    const lock = await acquireHolderLock(dir);
    await expect(acquireHolderLock(dir)).rejects.toThrow(DatabaseLockedError);
    await lock.release();
    expect(existsSync(holderSocketPath(dir))).toBe(false);
    await (await acquireHolderLock(dir)).release();
  });

  it("says clearly when DATA_DIR is too long for a Unix socket, and creates nothing", async () => {
    const dir = path.join(fresh(), "x".repeat(100));
    await expect(acquireHolderLock(dir)).rejects.toThrow(/DATA_DIR is too long for a Unix socket/);
    expect(existsSync(dir)).toBe(false);
  });

  it("keeps its socket folder to the owner alone (the database socket has no password)", async () => {
    const dir = fresh();
    const lock = await acquireHolderLock(dir);
    expect(statSync(path.join(dir, "run")).mode & 0o777).toBe(0o700);
    await lock.release();
  });

  it("takes over a socket left by a process killed with SIGKILL", async () => {
    const dir = fresh();
    const holder = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import("${path.join(root, "server/db/lock.ts")}").then(async (m) => { await m.acquireHolderLock(${JSON.stringify(dir)}); console.log("held"); setInterval(() => {}, 1000); })`,
      ],
      { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(holder);
    await new Promise<void>((resolve) => holder.stdout?.on("data", () => resolve()));
    await expect(acquireHolderLock(dir)).rejects.toThrow(DatabaseLockedError);
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    expect(existsSync(holderSocketPath(dir))).toBe(true); // the dead holder's file is still there
    const lock = await acquireHolderLock(dir);
    await lock.release();
  }, 60_000);

  it("lets exactly one of several racing processes take over a dead holder's socket", async () => {
    const dir = fresh();
    const holder = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import("${path.join(root, "server/db/lock.ts")}").then(async (m) => { await m.acquireHolderLock(${JSON.stringify(dir)}); console.log("held"); setInterval(() => {}, 1000); })`,
      ],
      { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(holder);
    await new Promise<void>((resolve) => holder.stdout?.on("data", () => resolve()));
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => acquireHolderLock(dir)));
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toBeInstanceOf(DatabaseLockedError);
    for (const r of won) await r.value.release();
  }, 60_000);
});

describe("the staff CLI while the server runs on PGlite", () => {
  it("lists, exports and shows the outbox through the server; a second server is refused; a killed server's folder is taken over", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "novo-live-"));
    const { child, port } = await startServer(dataDir);
    const response = await fetch(`http://127.0.0.1:${port}/api/sendLeadEmail`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": LIVE_API_KEY },
      body: JSON.stringify({
        gymName: "novowelling",
        firstName: "Live",
        lastName: "Lead",
        email: "live.lead@example.com",
        phoneNum: "07700900123",
        source: "website",
      }),
    });
    expect(response.status).toBeLessThan(300);

    // The server's own outbox worker runs over the same socket: both messages reach their .eml files.
    await waitFor(
      () => existsSync(path.join(dataDir, "outbox")) && readdirSync(path.join(dataDir, "outbox")).length >= 2,
      30_000,
      "the worker to deliver",
    );

    const list = await cli(dataDir, "list");
    expect(list.stdout).toContain("live.lead@example.com");
    expect(list.stdout).toContain("1 submission(s) shown");
    const csv = await cli(dataDir, "export");
    expect(csv.stdout.split("\r\n")[1]).toContain(",lead,");
    expect(csv.stdout).toContain("live.lead@example.com");
    const box = await cli(dataDir, "outbox");
    expect(box.stdout).toMatch(/message\(s\) pending or dead/);
    const found = JSON.parse((await cli(dataDir, "find", "Live.Lead@example.com")).stdout);
    expect(found.submissions).toHaveLength(1);
    expect(found.submissions[0].payload.firstName).toBe("Live");
    expect(found.outbox.length).toBeGreaterThan(0);
    // Every message sent has its .eml; the lead's reminder and escalation are not due yet (issue 32).
    const sent = found.outbox.filter((m: { purpose: string }) => !m.purpose.startsWith("lead-"));
    expect(found.files.length).toBe(sent.length);
    expect(found.files[0].content).toContain("Live");
    const backup = path.join(dataDir, "backup.jsonl");
    await cli(dataDir, "backup", backup);
    expect(readFileSync(backup, "utf8")).toContain("live.lead@example.com");

    // The server still answers after the CLI's connections came and went.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // A second server (in this process, and as a real process) must not open the same files.
    await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseLockedError);
    const second = await startServer(dataDir).catch((error: Error) => error);
    expect(second).toBeInstanceOf(Error);
    expect(String(second)).toContain("in use by another process");

    // Killed hard, the server leaves its socket files behind; the next opener takes the folder over.
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    expect(existsSync(holderSocketPath(dataDir))).toBe(true);
    const after = await cli(dataDir, "list");
    expect(after.stdout).toContain("live.lead@example.com");
    expect(existsSync(holderSocketPath(dataDir))).toBe(false);

    // Erasure with no server: the CLI holds the folder itself.
    const erased = await cli(dataDir, "erase", "live.lead@example.com");
    expect(JSON.parse(erased.stdout).submissionIds).toHaveLength(1);
    expect(erased.stderr).toMatch(/Erased 1 submission\(s\)/);
    expect(readdirSync(path.join(dataDir, "outbox"))).toEqual([]);
    expect((await cli(dataDir, "list")).stdout).toContain("0 submission(s) shown");
    const bad = await cli(dataDir, "erase", "not-an-address").catch((error) => error);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("e-mail address");
  }, 360_000);
});

describe("the content commands while the server runs on PGlite", () => {
  it("exports the live content, imports an edit that the server follows within seconds, and diffs", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "novo-live-content-"));
    const { port } = await startServer(dataDir);
    const folder = path.join(dataDir, "exported");
    const exported = await cli(dataDir, "content", "export", folder);
    expect(exported.stdout).toMatch(/Exported \d+ file\(s\)/);
    const welling = path.join(folder, "gyms", "welling.yaml");
    expect(readFileSync(welling, "utf8")).toBe(
      readFileSync(path.join(root, "content", "gyms", "welling.yaml"), "utf8"),
    );

    writeFileSync(
      welling,
      readFileSync(welling, "utf8").replace(/^monthlyPrice: .*$/m, "monthlyPrice: 48.25"),
    );
    const imported = await cli(dataDir, "content", "import", folder);
    expect(imported.stdout).toContain("1 file(s) changed");
    // The server's working copy (what its pages and editor read) follows the database within seconds.
    const working = path.join(dataDir, "content", "gyms", "welling.yaml");
    await waitFor(
      () => existsSync(working) && readFileSync(working, "utf8").includes("monthlyPrice: 48.25"),
      10_000,
      "the server to follow the import",
    );
    expect((await cli(dataDir, "content", "diff")).stdout).toContain("No differences");
    const bad = await cli(dataDir, "content", "import", path.join(dataDir, "nope")).catch((error) => error);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("No such folder");
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  }, 240_000);
});
