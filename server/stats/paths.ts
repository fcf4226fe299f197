/**
 * One spelling per page, shared by the page-view counts and the leads' page of origin so that the two can be
 * divided: no query string or fragment, percent-decoding, no trailing slash, lower-case.
 */
import path from "node:path";

/** The label of leads whose page of origin is not known (no Referer, or not a URL). */
export const UNKNOWN_PAGE = "(unknown)";

/** The label of leads from pages past the chart's row cap (any Referer is accepted, so any path can come). */
export const OTHER_PAGES = "(other pages)";

/** A request target ("/faq/?x=1") or a full URL (a Referer) as a page path ("/faq"); null when unparseable. */
export function pagePath(urlOrPath: string): string | null {
  let pathname: string;
  try {
    // A request target is a path even when it starts with "//" (which URL would read as a host).
    const raw = urlOrPath.startsWith("/") ? (urlOrPath.split(/[?#]/)[0] ?? "/") : new URL(urlOrPath).pathname;
    pathname = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // The same folding as the site server (server/site.ts): "/a/../faq" and "//faq" are /faq.
  const normalised = path.posix.normalize(pathname).replace(/\/+$/, "").toLowerCase();
  if (normalised.includes("\0")) return null;
  return normalised === "" || normalised === "." ? "/" : normalised;
}
