import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerSite } from "./site";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A miniature build/client laid out the way `npm run build` writes it. */
async function makeBuild(dir: string) {
  const page = (text: string) =>
    `<!doctype html><html><body><h1>${text}</h1>${"x".repeat(600)}</body></html>`;
  const files: Record<string, string> = {
    "index.html": page("Home"),
    "faq/index.html": page("FAQ"),
    "404/index.html": page("Looks like this page doesn't exist"),
    "blog/1/index.html": page("Post one"),
    "blog/not-found/index.html": page("Blog post not found"),
    "assets/root-abc123.js": `console.log(${JSON.stringify("y".repeat(2000))});`,
    "robots.txt": "User-agent: *\nAllow: /\n",
  };
  for (const [name, body] of Object.entries(files)) {
    const full = path.join(dir, name);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, body);
    if (name.endsWith(".html") || name.endsWith(".js")) {
      await writeFile(`${full}.br`, await brotli(Buffer.from(body)));
      await writeFile(`${full}.gz`, await gzip(Buffer.from(body)));
    }
  }
}

describe("the site server", () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "novo-site-"));
    await makeBuild(dir);
    app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    await registerSite(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("serves a page with and without the trailing slash, uncached", async () => {
    for (const url of ["/faq", "/faq/"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<h1>FAQ</h1>");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-type"]).toContain("text/html");
    }
  });

  it("serves precompressed brotli or gzip as the browser accepts, still uncached for HTML", async () => {
    const br = await app.inject({ url: "/", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("no-cache");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain("<h1>Home</h1>");

    const gz = await app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
  });

  it("gives hashed assets a year of immutable caching, compressed", async () => {
    const response = await app.inject({
      url: "/assets/root-abc123.js",
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("answers unknown paths with the not-found page and HTTP 404", async () => {
    for (const url of ["/nope", "/nope/deeper/", "/404", "/../etc/passwd", "/index.html"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain("Looks like this page doesn't exist");
    }
  });

  it("rejects a malformed URL as a bad request", async () => {
    expect((await app.inject({ url: "/%E0%A4%A" })).statusCode).toBe(400);
  });

  it("answers an unknown blog post with the blog's own not-found page and HTTP 404", async () => {
    const response = await app.inject({ url: "/blog/999" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Blog post not found");
    expect((await app.inject({ url: "/blog/1" })).statusCode).toBe(200);
  });

  it("serves plain files at the root", async () => {
    const response = await app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("User-agent");
  });
});
