import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache, type RenderedPage, storable } from "./cache";

/** A renderer that counts its renders; each render's page names its number. */
function renderer(page: Partial<RenderedPage> = {}) {
  let renders = 0;
  const render = async (): Promise<RenderedPage> => {
    const n = ++renders;
    // A render takes a few turns of the event loop, as React Router's does.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return {
      status: 200,
      headers: [["content-type", "text/html; charset=utf-8"]],
      body: `<!doctype html><p>render ${n}</p>${"x".repeat(2000)}`,
      ...page,
    };
  };
  return { render, count: () => renders };
}

const bodyOf = (outcome: Awaited<ReturnType<PageCache["serve"]>>) =>
  outcome.kind === "cached" ? outcome.page.identity.toString() : outcome.page.body;

describe("the page cache", () => {
  it("renders a page once and serves it from memory after, in every encoding", async () => {
    const cache = new PageCache();
    const { render, count } = renderer();
    const first = await cache.serve("html /faq", false, render);
    const second = await cache.serve("html /faq", false, render);
    expect(count()).toBe(1);
    expect(first).toMatchObject({ kind: "cached", hit: false });
    expect(second).toMatchObject({ kind: "cached", hit: true });
    if (second.kind !== "cached") throw new Error("not cached");
    const { page } = second;
    expect(page.identity.toString()).toContain("render 1");
    expect(zlib.brotliDecompressSync(page.br).equals(page.identity)).toBe(true);
    expect(zlib.gunzipSync(page.gzip).equals(page.identity)).toBe(true);
    expect(page.br.length).toBeLessThan(page.identity.length);
    expect(page.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, renders: 1, entries: 1 });

    // The quick brotli copy gives way to the best one, off the request; the page is otherwise the same.
    await cache.settled();
    const refined = await cache.serve("html /faq", false, render);
    if (refined.kind !== "cached") throw new Error("not cached");
    expect(refined.page.br.length).toBeLessThanOrEqual(page.br.length);
    expect(zlib.brotliDecompressSync(refined.page.br).equals(page.identity)).toBe(true);
    expect(refined.page.etag).toBe(page.etag);
    expect(count()).toBe(1);
  });

  it("finds a page's slots once, when it fills, and none in other answers", async () => {
    const slotsOf = (page: Buffer) => {
      const at = page.indexOf("render");
      return at === -1 ? [] : [at];
    };
    const cache = new PageCache({ slotsOf });
    const plain = new PageCache();
    const { render } = renderer();
    const filled = await cache.serve("html /greenwich", false, render);
    // The same page (its own renderer's first render) in a cache that looks for no slots.
    const alone = await plain.serve("html /greenwich", false, renderer().render);
    if (filled.kind !== "cached" || alone.kind !== "cached") throw new Error("not cached");
    const { page } = filled;
    expect(page.slots).toEqual([page.identity.indexOf("render")]);
    // The shared bodies stay as they were, and nothing else is held for the slots.
    expect(page.size).toBe(alone.page.size);
    expect(zlib.gunzipSync(page.gzip).equals(page.identity)).toBe(true);
    await cache.settled();
    const refined = await cache.serve("html /greenwich", false, render);
    expect(refined.kind === "cached" && refined.page.slots).toEqual(page.slots);
    // A not-found page or another type is never filled.
    const missing = await cache.serve("html /nope", false, renderer({ status: 404 }).render);
    const data = await cache.serve(
      "data /greenwich",
      false,
      renderer({ headers: [["content-type", "text/x-script"]] }).render,
    );
    expect(missing.kind === "cached" && missing.page.slots).toBeUndefined();
    expect(data.kind === "cached" && data.page.slots).toBeUndefined();
  });

  it("renders once for concurrent misses of one key, and gives every caller that page", async () => {
    const cache = new PageCache();
    const { render, count } = renderer();
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => cache.serve("html /", false, render)));
    expect(count()).toBe(1);
    for (const outcome of outcomes) expect(bodyOf(outcome)).toContain("render 1");
  });

  it("renders again once the content version changes, and not before", async () => {
    let version = "a";
    const cache = new PageCache({ contentVersion: () => version });
    const { render, count } = renderer();
    await cache.serve("html /offers", false, render);
    await cache.serve("html /offers", false, render);
    expect(count()).toBe(1);
    version = "b";
    expect(bodyOf(await cache.serve("html /offers", false, render))).toContain("render 2");
    expect(bodyOf(await cache.serve("html /offers", false, render))).toContain("render 2");
    expect(count()).toBe(2);
    expect(cache.stats().versionChanges).toBe(1);
  });

  it("does not keep a page whose content changed while it rendered", async () => {
    let version = "a";
    const cache = new PageCache({ contentVersion: () => version });
    let renders = 0;
    const render = async (): Promise<RenderedPage> => {
      renders++;
      version = "b";
      return { status: 200, headers: [], body: `render ${renders}` };
    };
    await cache.serve("html /", false, render);
    await cache.serve("html /", false, render);
    expect(renders).toBe(2);
  });

  it("expires a page at the next offer boundary after its render, and at London midnight", async () => {
    let now = Date.parse("2026-07-01T10:00:00Z");
    let boundary: Date | null = new Date("2026-07-01T11:00:00Z");
    const cache = new PageCache({ now: () => now, validUntil: () => boundary });
    const { render, count } = renderer();
    await cache.serve("html /greenwich", false, render);
    now = Date.parse("2026-07-01T10:59:59Z");
    await cache.serve("html /greenwich", false, render);
    expect(count()).toBe(1);
    now = Date.parse("2026-07-01T11:00:00Z");
    await cache.serve("html /greenwich", false, render);
    expect(count()).toBe(2);

    // A boundary that is not after the render changes nothing for it: midnight in London (BST) is next.
    boundary = new Date("2026-07-01T11:00:00Z");
    now = Date.parse("2026-07-01T22:59:59Z");
    await cache.serve("html /greenwich", false, render);
    expect(count()).toBe(2);
    now = Date.parse("2026-07-01T23:00:00Z");
    await cache.serve("html /greenwich", false, render);
    expect(count()).toBe(3);
  });

  it.each([
    ["a Set-Cookie", { headers: [["set-cookie", "session=1"]] as [string, string][] }],
    ["no-store", { headers: [["cache-control", "no-store"]] as [string, string][] }],
    ["private", { headers: [["cache-control", "private, max-age=0"]] as [string, string][] }],
    ["status 500", { status: 500 }],
    ["status 303", { status: 303 }],
    ["status 400", { status: 400 }],
  ])("never stores an answer with %s, nor shares it with concurrent callers", async (_, page) => {
    const cache = new PageCache();
    const { render, count } = renderer(page);
    const outcomes = await Promise.all([1, 2, 3].map(() => cache.serve("html /faq", false, render)));
    // Each caller got an answer rendered for it alone.
    expect(count()).toBe(3);
    expect(new Set(outcomes.map(bodyOf)).size).toBe(3);
    for (const outcome of outcomes) expect(outcome.kind).toBe("fresh");
    await cache.serve("html /faq", false, render);
    expect(count()).toBe(4);
    expect(cache.stats().entries).toBe(0);
  });

  it("stores not-found answers", async () => {
    const cache = new PageCache();
    const { render, count } = renderer({ status: 404 });
    await cache.serve("html /nope", false, render);
    await cache.serve("html /nope", false, render);
    expect(count()).toBe(1);
    expect(storable({ status: 404, headers: [], body: "" })).toBe(true);
  });

  it("keeps unknown paths and variants from pushing the pages out", async () => {
    const cache = new PageCache({ limits: { missing: { entries: 2 }, variant: { entries: 2 } } });
    const page = renderer();
    await cache.serve("html /faq", false, page.render);
    const missing = renderer({ status: 404 });
    for (let i = 0; i < 10; i++) await cache.serve(`html /nope-${i}`, false, missing.render);
    for (let i = 0; i < 10; i++) await cache.serve(`html /blog?category=c${i}`, true, page.render);
    expect(cache.stats().entries).toBe(5);
    await cache.serve("html /faq", false, page.render);
    expect(page.count()).toBe(11);
  });

  it("holds no more bytes than its bound, the least recently used page leaving first", async () => {
    const probe = new PageCache();
    await probe.serve("html /a", false, renderer().render);
    const size = probe.stats().bytes;
    const cache = new PageCache({ limits: { page: { bytes: size * 2 + 10 } } });
    const { render, count } = renderer();
    for (const key of ["html /a", "html /b", "html /a", "html /c"]) await cache.serve(key, false, render);
    expect(cache.stats().entries).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(size * 2 + 10);
    await cache.serve("html /a", false, render);
    expect(count()).toBe(3);
    await cache.serve("html /b", false, render);
    expect(count()).toBe(4);
  });
});
