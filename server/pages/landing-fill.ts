/**
 * The landing's values in the forms of a cached page (issue 38, decision 0029). The shared page renders
 * each form's LANDING_FIELD empty; when the cache fills, the places of those empty values are found once.
 * A visitor who arrives from another site gets that one entry with the values, already cleaned, bounded
 * and URL-encoded (the LANDING_HEADER format), written into those places, so a native post carries them.
 * Every other request gets the shared page untouched.
 */
import { createHash } from "node:crypto";
import { attributionOfLanding, LANDING_FIELD, landingHeaderValue } from "#contracts/attribution.ts";

/** An empty landing field as React renders it; a value goes between the quotes. */
const EMPTY_FIELD = Buffer.from(`name="${LANDING_FIELD}" value=""`);
/** A page holds a few forms; past this many, the rest stay empty. */
export const MAX_SLOTS = 8;
/** The most of a Referer read, as a submission reads it (server/submissions/client.ts). */
const REFERER_MAX = 2000;

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
 * Only another site's Referer fills them: a landing's campaign parameters alone reach a native post through
 * its own Referer (the landing page's URL), so a tagged link is served the shared page at the shared page's
 * cost (decision 0029). The value then holds that host, the landing's campaign and its path.
 * `origins` are the site's own (SITE_ORIGIN and this request's), without a trailing slash.
 */
export function landingFieldValue(
  requestUrl: string,
  referer: string | undefined,
  origins: readonly string[],
): string | null {
  const from = referer?.slice(0, REFERER_MAX);
  if (!from || origins.some((origin) => from.startsWith(`${origin}/`))) return null;
  let here: URL;
  try {
    // Joined, not resolved: a request for `//host/path` is a path here, never another host.
    here = new URL(`${origins[0]}${requestUrl}`);
  } catch {
    return null;
  }
  const hosts = origins.map(hostOf);
  const landing = attributionOfLanding(here, from, (host) => host !== "" && hosts.includes(host));
  if (landing.referrer_host === null) return null;
  return escapeAttribute(landingHeaderValue(landing));
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
