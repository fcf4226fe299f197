/**
 * `npm run dev`'s composition (decision 0032), started in-process on an ephemeral port against PGlite in a
 * temporary DATA_DIR, over real HTTP: pages, native form posts and the staff area render through the
 * production mount and load context from Vite's build, and Vite answers its own requests on the same port.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import yaml from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/client.ts";
import { submissions } from "#server/db/schema.ts";
import { buildDevApp, type DevApp, viteRequest } from "#server/dev/app.ts";
import { testEnv } from "#server/test/app.ts";
import { shippedContentDir } from "#server/test/content.ts";

interface PlaceEntry {
  kind: string;
  status: string;
  slug: string;
  formName: string;
  name: string;
}

/** The shipped places that are open, from content/gyms/*.yaml: no place is named here. */
function openPlaces(): PlaceEntry[] {
  const dir = path.join(shippedContentDir, "gyms");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => yaml.load(readFileSync(path.join(dir, file), "utf8")) as PlaceEntry)
    .filter((place) => place.status === "open");
}

describe("npm run dev: one process, the production handler and load context, Vite's build", () => {
  let dev: DevApp | undefined;
  let database: Database | undefined;
  let origin = "";

  beforeAll(async () => {
    const env = testEnv();
    database = await openDatabase({ dataDir: env.dataDir });
    dev = await buildDevApp(
      { env, database, startWorker: false },
      { vite: { cacheDir: path.join(env.dataDir, "vite"), logLevel: "silent" } },
    );
    await dev.app.listen({ port: 0, host: "127.0.0.1" });
    origin = `http://127.0.0.1:${(dev.app.server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    await dev?.app.close();
    await database?.close();
  });

  it("renders the home page from content, from Vite's build, with the page's policy allowing Vite's client", async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    const places = openPlaces();
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(html).toContain(place.name);
    // Vite's build (its HMR runtime), through the production render: hydration held, scripts hashed.
    expect(html).toContain("virtual:react-router/inject-hmr-runtime");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).toMatch(/connect-src [^;]*\bws:/);
  });

  it("stores a native form post through the route's action and the load context's forms", async () => {
    const place = openPlaces().find((entry) => entry.kind === "gym");
    if (!place) throw new Error("no open gym in content/gyms");
    const email = "dev-composition@example.com";
    const response = await fetch(`${origin}/${place.slug}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams({
        _form: "discount",
        firstName: "Dev",
        lastName: "Server",
        email,
        phone: "07700 900123",
        gym: place.formName,
        faxNumber: "",
      }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toContain(place.slug);
    const rows = await database?.db.select().from(submissions).where(eq(submissions.email, email));
    expect(rows).toHaveLength(1);
    expect(rows?.[0]).toMatchObject({ kind: "lead", spam: false });
  });

  it("renders the staff area's sign-in through the same handler", async () => {
    const response = await fetch(`${origin}/staff/sign-in`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toMatch(/<form[^>]*action="\/staff\/sign-in"[^>]*method="post"/);
    expect(html).toContain('name="email"');
    // The passkey button's module (decision 0037), served by Vite on the same port, as JavaScript.
    const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(script).toContain("passkeys.browser");
    const module = await fetch(`${origin}${script}`);
    expect(module.status).toBe(200);
    expect(module.headers.get("content-type")).toMatch(/javascript/);
    expect(await module.text()).toContain("startAuthentication");
  });

  it("answers Vite's own requests on the same port: its client and the app's modules as JavaScript", async () => {
    for (const url of ["/@vite/client", "/app/root.tsx"]) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toMatch(/javascript/);
      expect((await response.text()).length, url).toBeGreaterThan(0);
    }
  });
});

describe("viteRequest", () => {
  const root = path.resolve(".");
  const isVite = viteRequest(root, path.join(root, "public"));
  const request = (url: string, method = "GET", accept = "*/*") =>
    isVite({ url, method, headers: { accept } } as Parameters<typeof isVite>[0]);

  it("gives Vite its ids, packages, source files, public files and HMR ping", () => {
    for (const url of ["/@vite/client", "/@id/__x00__virtual:x", "/node_modules/.vite/deps/react.js?v=1"])
      expect(request(url), url).toBe(true);
    expect(request("/app/root.tsx?import")).toBe(true);
    expect(request("/favicon.svg")).toBe(true);
    expect(request("/", "GET", "text/x-vite-ping")).toBe(true);
  });

  it("leaves the site's requests to Fastify: pages, their data, the API, posts, unknown files, escapes", () => {
    for (const url of ["/", "/faq", "/faq.data", "/api/health", "/staff/sign-in", "/sitemap.xml", "/nope.js"])
      expect(request(url), url).toBe(false);
    expect(request("/app/root.tsx", "POST")).toBe(false);
    expect(request("/..%2f..%2fetc%2fpasswd.txt")).toBe(false);
  });
});
