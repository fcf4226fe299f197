/**
 * What tests check a served policy against: the hashes of every inline script a browser would run on a
 * page as it was served (no src, not a JSON data block), the held-back hydration module included, since the
 * loader inserts a copy of it. Never what a policy is built from: the server hashes only the scripts it
 * wrote (server/security/csp.ts, markedInlineScripts).
 */
import { type InlineHashes, scriptHashes } from "#server/security/csp.ts";

export function inlineHashes(html: string): InlineHashes {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    bodies.push(body);
  }
  return scriptHashes(bodies);
}
