/**
 * The referrer's host in the forms of a cached page (issue 38, decisions 0029 and 0034). The shared page
 * renders each form's LANDING_FIELD empty; when the cache fills, the places of those empty values are found
 * once. A visitor who arrives from another site gets a copy of that entry with the referrer's host and the
 * page's path written into those places (the LANDING_HEADER format), so a native post carries the host; the
 * campaign parameters reach the post through its own Referer, the landing page's URL (0027). The value
 * depends on the page and the referrer's host alone, never on the visitor, so each copy is compressed once
 * (brotli and gzip, as the shared page) and kept beside its entry for the next visitor from that host.
 * Every other request gets the shared page untouched.
 */
import { createHash } from "node:crypto";
import { attributionOfLanding, LANDING_FIELD, landingHeaderValue } from "#contracts/attribution.ts";
import { BROTLI_QUICK, brotliAt, gzip } from "./encoding";

/** An empty landing field as React renders it; a value goes between the quotes. */
const EMPTY_FIELD = Buffer.from(`name="${LANDING_FIELD}" value=""`);
/** A page holds a few forms; past this many, the rest stay empty. */
export const MAX_SLOTS = 8;
/** The most of a Referer read, as a submission reads it (server/submissions/client.ts). */
const REFERER_MAX = 2000;
/**
 * Referrers' copies kept per cached page: a handful of hosts (search engines, social sites, a newsletter)
 * bring nearly every visit from another site; a rarer host's copy is made again when it is pushed out.
 */
export const MAX_COPIES = 8;

/** The byte offsets in a page where its empty landing fields' values go. */
export function landingSlots(page: Buffer): number[] {
  const slots: number[] = [];
  for (let at = page.indexOf(EMPTY_FIELD); at !== -1 && slots.length < MAX_SLOTS; ) {
    const slot = at + EMPTY_FIELD.length - 1;
    slots.push(slot);
    at = page.indexOf(EMPTY_FIELD, slot);
  }
  return slots;
}

/** Text made safe inside a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&"'<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The value a page's landing fields get for this request, attribute-escaped, or null when the shared page
 * is the answer: no Referer, or the site's own (the common case costs a string comparison, no parsing).
 * The value holds another site's host and the page's path, nothing else of the request: a landing's
 * campaign parameters reach a native post through the post's own Referer (the landing page's URL), so the
 * copy for a host serves every visitor from it, whatever link they followed (decision 0034).
 * `origins` are the site's own (SITE_ORIGIN and this request's), without a trailing slash.
 */
export function landingFieldValue(
  requestUrl: string,
  referer: string | undefined,
  origins: readonly string[],
): string | null {
  const from = referer?.slice(0, REFERER_MAX);
  if (!from || origins.some((origin) => from.startsWith(`${origin}/`))) return null;
  const queryStart = requestUrl.indexOf("?");
  let here: URL;
  try {
    // Joined, not resolved: a request for `//host/path` is a path here, never another host.
    here = new URL(`${origins[0]}${queryStart === -1 ? requestUrl : requestUrl.slice(0, queryStart)}`);
  } catch {
    return null;
  }
  const hosts = origins.map(hostOf);
  const landing = attributionOfLanding(here, from, (host) => host !== "" && hosts.includes(host));
  if (landing.referrer_host === null) return null;
  return escapeAttribute(landingHeaderValue(landing));
}

/**
 * landingFieldValue, remembered for the last few hundred (path, Referer, origins): the same few referrers
 * (`https://www.google.com/`) bring most visits, so a visitor from one costs a lookup, not a URL parse.
 */
export class LandingValues {
  private readonly known = new Map<string, string | null>();
  constructor(private readonly limit = 512) {}

  of(requestUrl: string, referer: string | undefined, origins: readonly string[]): string | null {
    if (!referer) return null;
    const queryStart = requestUrl.indexOf("?");
    const key = `${queryStart === -1 ? requestUrl : requestUrl.slice(0, queryStart)}\n${referer.slice(0, REFERER_MAX)}\n${origins.join(" ")}`;
    const found = this.known.get(key);
    if (found !== undefined) return found;
    const value = landingFieldValue(requestUrl, referer, origins);
    if (this.known.size >= this.limit) this.known.clear();
    this.known.set(key, value);
    return value;
  }
}

/** An origin's host as a Referer's URL spells it (lower case, no default port); "" when it is none. */
function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return "";
  }
}

/** The filled copy's validator: the shared page's, told apart by the value's digest. */
export function filledEtag(etag: string, value: string): string {
  const digest = createHash("sha256").update(value).digest("base64url").slice(0, 12);
  return etag.replace(/"$/, `-${digest}"`);
}

/** The page with the value in every slot. */
export function filledBody(page: Buffer, slots: readonly number[], value: Buffer): Buffer {
  const parts: Buffer[] = [];
  let start = 0;
  for (const slot of slots) {
    parts.push(page.subarray(start, slot), value);
    start = slot;
  }
  parts.push(page.subarray(start));
  return Buffer.concat(parts);
}

/** A cached page as a visitor from one other site gets it: compressed once, as the shared page is. */
export interface FilledCopy {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** What a filled copy is made from: the shared page's body, validator and slots. */
export interface Fillable {
  identity: Buffer;
  etag: string;
  slots: readonly number[];
}

/**
 * The filled copies of the cached pages, per page body (a page's entry replaced by its better brotli copy
 * keeps its body, so its copies stay) and per value, at most MAX_COPIES a page, the least recently asked
 * for pushed out first. Concurrent first requests for one value compress it once.
 */
export class FilledCopies {
  private readonly byPage = new WeakMap<Buffer, Map<string, Promise<FilledCopy>>>();

  copy(page: Fillable, value: string): Promise<FilledCopy> {
    let copies = this.byPage.get(page.identity);
    if (!copies) {
      copies = new Map();
      this.byPage.set(page.identity, copies);
    }
    const found = copies.get(value);
    if (found) {
      // Map keeps insertion order: moved to the end, it is the most recently asked for.
      copies.delete(value);
      copies.set(value, found);
      return found;
    }
    const made = filledCopy(page, value);
    copies.set(value, made);
    made.catch(() => copies.delete(value));
    while (copies.size > MAX_COPIES) {
      const oldest = copies.keys().next().value;
      if (oldest === undefined) break;
      copies.delete(oldest);
    }
    return made;
  }
}

async function filledCopy(page: Fillable, value: string): Promise<FilledCopy> {
  const identity = filledBody(page.identity, page.slots, Buffer.from(value, "utf8"));
  const [br, gz] = await Promise.all([brotliAt(identity, BROTLI_QUICK), gzip(identity, { level: 9 })]);
  return { etag: filledEtag(page.etag, value), identity, br, gzip: gz };
}
