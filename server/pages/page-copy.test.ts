/**
 * The page copy is content read at request time (issue 17): an owner's edit of the recovery guide, the Armory's
 * classes or the home copy under CONTENT_DIR is on the page within 10 s, with no restart or rebuild.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetContentStore } from "#app/content/store.server.ts";
import { buildApp } from "#server/app.ts";
import { testEnv } from "#server/test/app.ts";
import { createBackend, type TestBackend } from "#server/test/backends.ts";
import { contentDirWithOffer } from "#server/test/content.ts";
import { buildRoot, ensureBuild, scriptsOf } from "#tests/build/build-output.ts";

let backend: TestBackend;
let app: FastifyInstance;
const contentDir = contentDirWithOffer();
const pageFile = (name: string) => path.join(contentDir, "pages", `${name}.yaml`);

beforeAll(async () => {
  await ensureBuild();
  backend = await createBackend("pglite");
  app = await buildApp({
    env: testEnv({ BUILD_DIR: buildRoot, POSTCODES_API_URL: "http://127.0.0.1:9", CONTENT_DIR: contentDir }),
    database: backend.database,
    startWorker: false,
  });
  await app.ready();
}, 300_000);
afterAll(async () => {
  await app?.close();
  await backend?.dispose();
  forgetContentStore(contentDir);
});

const page = async (url: string) => {
  const response = await app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};
const within10s = { timeout: 10_000, interval: 200 };
/** Rewrites one line of a content file, as the owner would by hand. */
function edit(name: string, from: string, to: string): void {
  const text = readFileSync(pageFile(name), "utf8");
  expect(text).toContain(from);
  writeFileSync(pageFile(name), text.replace(from, to));
}

describe("page copy written by hand", () => {
  it("a new steam room temperature is on /recovery within 10 s", async () => {
    expect(await page("/recovery")).toContain("55°C at 100% humidity");
    edit("recovery", "temperature: 55°C", "temperature: 57°C");
    await expect.poll(async () => await page("/recovery"), within10s).toContain("57°C at 100% humidity");
    expect(await page("/recovery")).not.toContain("55°C at 100% humidity");
  });

  it("the recovery rules and the gyms' recovery hours are served from content and the gyms", async () => {
    const html = await page("/recovery");
    expect(html).toContain("Recovery areas open at the times listed for each gym.");
    expect(html).toContain("Members must be 16 or over.");
    expect(html).toContain("Recovery suite");
  });

  it("a new class size is on /novoarmory and the home page, through its facts", async () => {
    expect(await page("/novoarmory")).toContain("capped at 12 people, never fewer than 6");
    expect(await page("/")).toContain("Groups of 6 to 12, every class coached");
    edit("armory-classes", "sizeMax: 12", "sizeMax: 10");
    await expect
      .poll(async () => await page("/novoarmory"), within10s)
      .toContain("capped at 10 people, never fewer than 6");
    await expect
      .poll(async () => await page("/"), within10s)
      .toContain("Groups of 6 to 10, every class coached");
  });

  it("the copy arrives as loader data: no script its page loads holds it", async () => {
    const copy: [string, string][] = [
      ["/", "premium strength and cardio floors"],
      ["/athletic", "More than a Sunday kickabout"],
      ["/retreat", "Two coached sessions a day"],
      ["/meal-prep", "Cooked in small batches and chilled"],
      ["/recovery", "Moist heat at full humidity"],
      ["/novoarmory", "The art of eight limbs"],
    ];
    for (const [route, text] of copy) {
      const html = await page(route);
      expect(html, route).toContain(text);
      const scripts = scriptsOf(html);
      expect(scripts.length, route).toBeGreaterThan(0);
      // Every script the page loads up front, with its static imports (the budget's set).
      const bodies = (await Promise.all(scripts.map((src) => app.inject({ url: src })))).map((r) => r.body);
      const holding = scripts.filter((_, i) => bodies[i]?.includes(text));
      expect(holding, `${route}: ${text}`).toEqual([]);
    }
  });
});
