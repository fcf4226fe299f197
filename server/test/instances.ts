/**
 * Instances of the built server (build/test/app-server/index.js) as separate processes, each with its own
 * DATA_DIR, for tests of several instances on one PostgreSQL: start, stop, restart, and the staff steps
 * (sign-in by the mailed link, the editor's save and reads) over HTTP.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import net from "node:net";
import type { FastifyInstance } from "fastify";
import { buildRoot, ensureBuild } from "#tests/build/build-output.ts";
import { TEST_SITE_ORIGIN, TEST_STAFF_EMAILS } from "./app.ts";
import { type Bases, basesOf, saveBody } from "./editor-save.ts";
import type { TestSmtpServer } from "./smtp.ts";
import { waitFor } from "./wait.ts";

/** The site's build and the compiled server, fresh: the server's sources are the ones under test. */
export async function ensureServerBuild(): Promise<void> {
  await ensureBuild();
  execFileSync("npm", ["run", "-s", "build:server"], {
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildRoot },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export interface Instance {
  name: string;
  origin: string;
  child: ChildProcess;
  /** Everything it logged (pino JSON on stdout, a crash on stderr). */
  log(): string;
  stop(): Promise<void>;
}

/** Starts the built server with `env` (PORT and HOST are chosen here) and resolves once health answers. */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [`${buildRoot}/app-server/index.js`], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      BUILD_DIR: buildRoot,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "info",
      SITE_ORIGIN: TEST_SITE_ORIGIN,
      STAFF_EMAILS: TEST_STAFF_EMAILS,
      STAFF_SIGN_IN_PER_15_MINUTES: "1000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr])
    stream?.on("data", (chunk) => {
      output += chunk;
    });
  const instance: Instance = {
    name,
    origin,
    child,
    log: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output}`);
        return (await fetch(`${origin}/api/health`).catch(() => null))?.ok ?? false;
      },
      120_000,
      `${name} to answer health`,
    );
  } catch (error) {
    await instance.stop();
    throw new Error(`${String(error)}\n${output}`);
  }
  return instance;
}

const originHeader = { origin: TEST_SITE_ORIGIN };

/** A staff session over HTTP: the sign-in link mailed to the fake SMTP server, opened on `instance`. */
export async function signInOver(instance: Instance, smtp: TestSmtpServer, email: string): Promise<string> {
  const before = smtp.received.length;
  const form = { ...originHeader, "content-type": "application/x-www-form-urlencoded" };
  const asked = await fetch(`${instance.origin}/staff/sign-in`, {
    method: "POST",
    headers: form,
    body: new URLSearchParams({ email }).toString(),
    redirect: "manual",
  });
  if (asked.status >= 400) throw new Error(`sign-in answered ${asked.status}`);
  const mail = await waitFor(
    () => smtp.received.slice(before).find((message) => message.envelopeTo.includes(email)),
    20_000,
    "the sign-in mail",
  );
  const token = /\/staff\/link\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error("no link in the sign-in mail");
  const opened = await fetch(`${instance.origin}/staff/link`, {
    method: "POST",
    headers: form,
    body: new URLSearchParams({ token }).toString(),
    redirect: "manual",
  });
  const cookie = /novo_staff=([^;]*)/.exec(opened.headers.get("set-cookie") ?? "")?.[1];
  if (!cookie) throw new Error(`no session cookie (${opened.status})`);
  return cookie;
}

/** What a test asks of an instance, in-process (inject) or over HTTP: the same steps for both. */
export interface Site {
  name: string;
  /** A GET, with a staff session and the editor's header when given. */
  get(url: string, cookie?: string): Promise<{ status: number; body: Buffer; type: string | null }>;
  /** What the editor reads first: the sha of every file in the tree. */
  read(cookie: string): Promise<Bases>;
  /**
   * The editor's save, as Keystatic's admin sends it: based on `bases` (what it read earlier), else on what
   * this site's tree says now.
   */
  save(
    cookie: string,
    additions: Record<string, Buffer | string>,
    bases?: Bases,
  ): Promise<{ status: number; text: string }>;
  /** A JSON post of the API (a form's call of SPEC §7), with its headers. */
  postJson(
    url: string,
    body: object,
    headers: Record<string, string>,
  ): Promise<{ status: number; text: string }>;
}

const editorHeaders = (cookie?: string): Record<string, string> =>
  cookie ? { "no-cors": "1", cookie: `novo_staff=${cookie}` } : {};
const saveHeaders = (cookie: string) => ({
  ...originHeader,
  ...editorHeaders(cookie),
  "content-type": "application/json",
});

/** The editor's read of the tree, as bases, through a site's own GET. */
async function readTree(site: Pick<Site, "get">, cookie: string): Promise<Bases> {
  return basesOf((await site.get("/api/keystatic/tree", cookie)).body.toString());
}

/** An instance in its own process, over HTTP. */
export function siteOver(instance: () => Instance): Site {
  const site: Site = {
    get name() {
      return instance().name;
    },
    get: async (url, cookie) => {
      const response = await fetch(`${instance().origin}${url}`, { headers: editorHeaders(cookie) });
      const body = Buffer.from(await response.arrayBuffer());
      return { status: response.status, body, type: response.headers.get("content-type") };
    },
    read: (cookie) => readTree(site, cookie),
    save: async (cookie, additions, bases) => {
      const response = await fetch(`${instance().origin}/api/keystatic/update`, {
        method: "POST",
        headers: saveHeaders(cookie),
        body: saveBody(additions, [], bases ?? (await readTree(site, cookie))),
      });
      return { status: response.status, text: await response.text() };
    },
    postJson: async (url, body, headers) => {
      const response = await fetch(`${instance().origin}${url}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
  };
  return site;
}

/** An app in this process, through inject. */
export function siteIn(name: string, app: () => FastifyInstance): Site {
  const site: Site = {
    name,
    get: async (url, cookie) => {
      const response = await app().inject({ url, headers: editorHeaders(cookie) });
      const type = response.headers["content-type"];
      return {
        status: response.statusCode,
        body: response.rawPayload,
        type: typeof type === "string" ? type : null,
      };
    },
    read: (cookie) => readTree(site, cookie),
    save: async (cookie, additions, bases) => {
      const response = await app().inject({
        method: "POST",
        url: "/api/keystatic/update",
        headers: saveHeaders(cookie),
        payload: saveBody(additions, [], bases ?? (await readTree(site, cookie))),
      });
      return { status: response.statusCode, text: response.body };
    },
    postJson: async (url, body, headers) => {
      const response = await app().inject({
        method: "POST",
        url,
        headers: { ...headers, "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
      return { status: response.statusCode, text: response.body };
    },
  };
  return site;
}
