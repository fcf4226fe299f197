/**
 * The site's Content-Security-Policy. React Router pages carry inline scripts (hydration context, route
 * module imports, streaming markers); rather than 'unsafe-inline', each page is served with the SHA-256
 * hashes of the inline scripts the site itself wrote, computed once, when it is rendered: those React Router
 * marked with the render's nonce (contracts/script-mark.ts) and the server's own hydration loader. Never
 * whatever else a page's HTML contains, so an injected script is refused by construction.
 */
import { createHash } from "node:crypto";
import { providers } from "#contracts/content/brand.ts";

export interface CspSources {
  mediaBaseUrl?: string;
  postcodesApiUrl: string;
  /** The API's origin when the pages call it cross-origin. */
  apiBaseUrl?: string;
}

export interface InlineHashes {
  scripts: string[];
}

function origin(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

export function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The hashes of these script bodies, each once. */
export function scriptHashes(bodies: Iterable<string>): InlineHashes {
  return { scripts: [...new Set([...bodies].map(sha256))] };
}

/**
 * The inline scripts of a rendered page that carry this render's mark (the nonce React Router put on each
 * script it wrote; contracts/script-mark.ts), and the page with the mark taken off, so that no page, cached
 * or not, shows it. Without a mark, none: every inline script is then refused. The mark is random for each
 * render, so no text a page's content brings can carry it. Inline styles need no hash: the policy allows
 * them (see style-src).
 */
export function markedInlineScripts(html: string, mark: string | null): { html: string; scripts: string[] } {
  if (!mark) return { html, scripts: [] };
  const marked = ` nonce="${mark}"`;
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (!attributes.includes(marked) || /\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    scripts.push(body);
  }
  return { html: html.replaceAll(marked, ""), scripts };
}

/** The content editor's admin (Keystatic, /keystatic and below). */
export function isEditorPath(path: string): boolean {
  return path === "/keystatic" || path.startsWith("/keystatic/");
}

export function cspDirectives(
  sources: CspSources,
  hashes: InlineHashes = { scripts: [] },
  page: { editor?: boolean } = {},
) {
  const media = origin(sources.mediaBaseUrl);
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "script-src": ["'self'", ...hashes.scripts],
    "script-src-attr": ["'none'"],
    // Styles cannot run code. React renders `style` props as attributes, and Radix Dialog's scroll lock
    // (react-remove-scroll) injects a <style> whose content depends on the scrollbar width, so no hash can
    // name it. Inline styles are therefore allowed; scripts stay locked to hashes. (A hash in the list would
    // switch 'unsafe-inline' off, so none is given.)
    "style-src": ["'self'", "'unsafe-inline'"],
    "font-src": ["'self'"],
    // Review authors' photos come from Google user content.
    // The editor previews a photo chosen for upload from a blob: URL; no public page needs one.
    "img-src": [
      "'self'",
      "data:",
      ...media,
      "https://*.googleusercontent.com",
      ...(page.editor ? ["blob:"] : []),
    ],
    "media-src": ["'self'", ...media],
    "connect-src": ["'self'", ...origin(sources.postcodesApiUrl), ...origin(sources.apiBaseUrl)],
    "frame-src": [providers.mapsOrigin, providers.timetableOrigin, providers.membershipOrigin],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
  } satisfies Record<string, string[]>;
}

export function cspHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
