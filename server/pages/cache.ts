/**
 * The in-memory cache of finished page responses (decision 0009). An entry is a page exactly as it is sent:
 * its body with brotli and gzip copies made once when it is filled, its headers (its Content-Security-Policy
 * among them) and an ETag. It is served until the content changes (`contentVersion()` differs: the whole
 * cache empties), until the next instant a page may change by itself (`validUntil()`: an offer starting or
 * ending) or until the next London midnight, whichever comes first.
 *
 * Concurrent misses of one key render once: the others wait for that render. Only a GET answer with status
 * 200 or 404, no Set-Cookie and no `no-store` or `private` is stored; an answer that is not is given to the
 * request that rendered it alone, and each waiter renders its own.
 *
 * Three bounded LRU classes keep what a stranger can ask for from pushing out what visitors need: the pages
 * themselves, their variants (a query the page renders from, a path in another letter case, a client
 * navigation's partial data request) and not-found answers (any unknown path).
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { nextLondonMidnight } from "#server/stats/london.ts";
import { BROTLI_BEST, BROTLI_QUICK, brotliAt, gzip } from "./encoding";

/** A page as React Router rendered it (and after-paint.ts held its hydration), before it is stored. */
export interface RenderedPage {
  status: number;
  /** Lower-case names, in order, a name possibly repeated (Set-Cookie); no Content-Length. */
  headers: [string, string][];
  body: string;
}

/** The value of a header of a rendered page (the first, for a repeated one). */
export function headerOf(page: { headers: [string, string][] }, name: string): string | undefined {
  return page.headers.find(([n]) => n === name)?.[1];
}

export interface CachedPage {
  status: 200 | 404;
  headers: [string, string][];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Weak: one validator for every encoding of the same page. */
  etag: string;
  /** Milliseconds since the epoch: from then on the page is rendered again. */
  expiresAt: number;
  /**
   * Byte offsets where a referrer's host may go (a form's landing field, decisions 0029 and 0034), found once
   * when the entry fills; absent when the page has none.
   */
  slots?: number[];
  /** Bytes held: the bodies and the headers. */
  size: number;
}

export type CacheClass = "page" | "variant" | "missing";

export interface CacheLimits {
  entries: number;
  bytes: number;
}

export interface PageCacheOptions {
  /** Changes whenever the content the pages render from changes; the cache empties when it does. */
  contentVersion?: () => string;
  /**
   * The next instant after now at which a page may change by itself with unchanged content (an offer starts
   * or ends), or null when there is none. An instant not after a page's render is ignored for that page.
   */
  validUntil?: () => Date | null;
  limits?: Partial<Record<CacheClass, Partial<CacheLimits>>>;
  /** The byte offsets of a 200 HTML page where a request's own value may go (landing-fill.ts); none by default. */
  slotsOf?: (page: Buffer) => number[];
  /** The clock, for tests of expiry. */
  now?: () => number;
}

export const DEFAULT_LIMITS: Record<CacheClass, CacheLimits> = {
  page: { entries: 1000, bytes: 64 * 1024 * 1024 },
  variant: { entries: 200, bytes: 16 * 1024 * 1024 },
  missing: { entries: 100, bytes: 8 * 1024 * 1024 },
};

/** What serve() answers: a stored page (hit or newly filled), or a page for this request alone. */
export type Outcome =
  | { kind: "cached"; page: CachedPage; hit: boolean }
  | { kind: "fresh"; page: RenderedPage };

export interface CacheStats {
  hits: number;
  misses: number;
  /** Renders run through the cache: one per fill, plus one per request whose answer was not storable. */
  renders: number;
  /** Answers that could not be stored (Set-Cookie, no-store, another status). */
  uncacheable: number;
  /** Times the cache emptied because the content version changed. */
  versionChanges: number;
  entries: number;
  bytes: number;
}

/** May this answer be stored and given to anyone who asks for the same page? */
export function storable(page: RenderedPage): boolean {
  if (page.status !== 200 && page.status !== 404) return false;
  if (headerOf(page, "set-cookie") !== undefined) return false;
  const cacheControl = headerOf(page, "cache-control") ?? "";
  return !/\b(no-store|private)\b/i.test(cacheControl);
}

type Fill = { stored: CachedPage } | { unstorable: RenderedPage };

export class PageCache {
  private readonly classes: Record<CacheClass, LRUCache<string, CachedPage>>;
  private readonly inFlight = new Map<string, Promise<Fill>>();
  private readonly refining = new Set<Promise<void>>();
  private readonly contentVersion: () => string;
  private readonly validUntil: () => Date | null;
  private readonly now: () => number;
  private readonly slotsOf: (page: Buffer) => number[];
  private version: string;
  private readonly counts = { hits: 0, misses: 0, renders: 0, uncacheable: 0, versionChanges: 0 };

  constructor(options: PageCacheOptions = {}) {
    this.contentVersion = options.contentVersion ?? (() => "");
    this.validUntil = options.validUntil ?? (() => null);
    this.now = options.now ?? Date.now;
    this.slotsOf = options.slotsOf ?? (() => []);
    this.version = this.contentVersion();
    const lru = (name: CacheClass) => {
      const limits = { ...DEFAULT_LIMITS[name], ...options.limits?.[name] };
      return new LRUCache<string, CachedPage>({
        max: limits.entries,
        maxSize: limits.bytes,
        sizeCalculation: (page) => page.size,
      });
    };
    this.classes = { page: lru("page"), variant: lru("variant"), missing: lru("missing") };
  }

  /**
   * The page for this key: from the cache while it is current, otherwise rendered (once for all who ask
   * meanwhile) and stored when it may be. `variant` files a 200 answer among the variants.
   */
  async serve(key: string, variant: boolean, render: () => Promise<RenderedPage>): Promise<Outcome> {
    this.checkVersion();
    const found = this.lookup(key, variant);
    if (found) {
      this.counts.hits++;
      return { kind: "cached", page: found, hit: true };
    }
    this.counts.misses++;
    const pending = this.inFlight.get(key);
    if (pending) {
      const fill = await pending;
      if ("stored" in fill) return { kind: "cached", page: fill.stored, hit: false };
      // Someone else's answer that may not be shared (it may carry their cookie): render this one's own.
      this.counts.renders++;
      this.counts.uncacheable++;
      return { kind: "fresh", page: await render() };
    }
    const fill = this.fill(key, variant, render);
    this.inFlight.set(key, fill);
    try {
      const result = await fill;
      return "stored" in result
        ? { kind: "cached", page: result.stored, hit: false }
        : { kind: "fresh", page: result.unstorable };
    } finally {
      this.inFlight.delete(key);
    }
  }

  clear(): void {
    for (const lru of Object.values(this.classes)) lru.clear();
  }

  stats(): CacheStats {
    let entries = 0;
    let bytes = 0;
    for (const lru of Object.values(this.classes)) {
      entries += lru.size;
      bytes += lru.calculatedSize;
    }
    return { ...this.counts, entries, bytes };
  }

  private checkVersion(): void {
    const version = this.contentVersion();
    if (version === this.version) return;
    this.version = version;
    this.counts.versionChanges++;
    this.clear();
  }

  private lookup(key: string, variant: boolean): CachedPage | undefined {
    for (const name of [variant ? "variant" : "page", "missing"] as const) {
      const lru = this.classes[name];
      const page = lru.get(key);
      if (!page) continue;
      if (page.expiresAt > this.now()) return page;
      lru.delete(key);
    }
    return undefined;
  }

  private async fill(key: string, variant: boolean, render: () => Promise<RenderedPage>): Promise<Fill> {
    const version = this.version;
    const renderedAt = this.now();
    // Asked before the render: an offer that starts while it runs expires what it rendered.
    const boundary = this.validUntil()?.getTime();
    this.counts.renders++;
    const rendered = await render();
    if (!storable(rendered)) {
      this.counts.uncacheable++;
      return { unstorable: rendered };
    }
    const midnight = nextLondonMidnight(new Date(renderedAt)).getTime();
    const expiresAt =
      boundary !== undefined && boundary > renderedAt ? Math.min(boundary, midnight) : midnight;
    const page = await compressed(rendered, expiresAt, this.slotsOf);
    // Content that changed while this rendered: the answer is still this request's, but not for keeping.
    if (this.version === version && this.contentVersion() === version) {
      const lru = this.classes[page.status === 404 ? "missing" : variant ? "variant" : "page"];
      lru.set(key, page);
      const refinement: Promise<void> = this.refine(lru, key, page).finally(() =>
        this.refining.delete(refinement),
      );
      this.refining.add(refinement);
    }
    return { stored: page };
  }

  /**
   * Brotli at its best quality costs ~100 ms a page, ten times its quick setting, for ~10% fewer bytes:
   * the visitor who filled the entry got the quick copy, and the best one replaces it here, off the request.
   */
  private async refine(lru: LRUCache<string, CachedPage>, key: string, page: CachedPage): Promise<void> {
    const br = await brotliAt(page.identity, BROTLI_BEST).catch(() => null);
    if (br && lru.peek(key) === page && br.length < page.br.length)
      lru.set(key, { ...page, br, size: page.size - page.br.length + br.length });
  }

  /** Resolves once every entry filled so far has its best brotli copy (tests, benchmarks). */
  async settled(): Promise<void> {
    while (this.refining.size > 0) await Promise.allSettled([...this.refining]);
  }
}

async function compressed(
  rendered: RenderedPage,
  expiresAt: number,
  slotsOf: (page: Buffer) => number[],
): Promise<CachedPage> {
  const identity = Buffer.from(rendered.body, "utf8");
  const html = rendered.status === 200 && (headerOf(rendered, "content-type") ?? "").includes("text/html");
  const offsets = html ? slotsOf(identity) : [];
  const [br, gz] = await Promise.all([brotliAt(identity, BROTLI_QUICK), gzip(identity, { level: 9 })]);
  const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const headerBytes = rendered.headers.reduce((sum, [n, v]) => sum + n.length + v.length, 0);
  return {
    status: rendered.status as 200 | 404,
    headers: rendered.headers,
    identity,
    br,
    gzip: gz,
    etag,
    expiresAt,
    ...(offsets.length > 0 ? { slots: offsets } : {}),
    size: identity.length + br.length + gz.length + headerBytes,
  };
}
