/**
 * Where this visit came from, read once when the site's script first runs (the root's first effect) and
 * kept in this module's memory across React Router's in-site navigations (issue 38, decision 0027). Nothing
 * is written to or read from the device: no cookie, no Web Storage, no IndexedDB. A reload or a new tab is
 * a new landing, as it is for the server.
 */
import {
  type Attribution,
  attributionOfLanding,
  campaignParams,
  landingHeaderValue,
} from "#contracts/attribution.ts";

let landing: Attribution | null = null;
let leadSent = false;

const hasCampaign = (values: Attribution) => campaignParams.some((key) => values[key] !== null);

/** Reads the landing URL and the referrer, once per page load. */
export function rememberLanding(): void {
  if (landing || typeof window === "undefined") return;
  const here = new URL(window.location.href);
  const referrer = document.referrer || null;
  landing = attributionOfLanding(here, referrer, here.host);
  if (hasCampaign(landing) || !referrer) return;
  // A link followed before the script ran is a new page load: the landing page is then the referrer, one
  // of the site's own (Referrer-Policy: same-origin sends its full URL), with its campaign parameters.
  try {
    const previous = new URL(referrer);
    if (previous.host !== here.host) return;
    const earlier = attributionOfLanding(previous, null, here.host);
    if (hasCampaign(earlier)) landing = earlier;
  } catch {
    // Not a URL: the landing stays this page.
  }
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
