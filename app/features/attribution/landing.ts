/**
 * Where this visit came from, read once when the site's script first runs (the root's first effect) and
 * kept in this module's memory across React Router's in-site navigations (issue 38, decision 0027). Nothing
 * is written to or read from the device: no cookie, no Web Storage, no IndexedDB. A reload or a new tab is
 * a new landing, as it is for the server.
 */
import { type Attribution, landingHeaderValue, landingOfVisit } from "#contracts/attribution.ts";

let landing: Attribution | null = null;
let leadSent = false;

/** Reads the landing URL and the referrer, once per page load. */
export function rememberLanding(): void {
  if (landing || typeof window === "undefined") return;
  const here = new URL(window.location.href);
  landing = landingOfVisit(here, document.referrer || null, here.host);
}

/**
 * The visit's landing values as the LANDING_HEADER value, sent beside the JSON body (which stays exactly
 * SPEC §7's). The first lead form of the visit carries it; after that a lead carries none (the server then
 * reads the post's own Referer).
 */
export function landingHeader(lead: boolean): string | undefined {
  if (!landing || (lead && leadSent)) return undefined;
  return landingHeaderValue(landing);
}

/** A lead was sent with the visit's attribution: later leads of the visit are not attributed to it again. */
export function leadAttributed(): void {
  leadSent = true;
}
