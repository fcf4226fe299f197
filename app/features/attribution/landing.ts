/**
 * Where this visit came from: read, when a form first needs it, from what the root noted when the site's
 * script first ran (arrival.ts), and kept in this module's memory across React Router's in-site navigations
 * (issue 38, decision 0027). Nothing is written to or read from the device: no cookie, no Web Storage, no
 * IndexedDB. A reload or a new tab is a new landing, as it is for the server.
 */
import {
  type Attribution,
  attributionOfLanding,
  campaignParams,
  landingHeaderValue,
} from "#contracts/attribution.ts";
import { arrivalOf } from "./arrival.ts";

let landing: Attribution | null = null;
let leadSent = false;

const hasCampaign = (values: Attribution) => campaignParams.some((key) => values[key] !== null);

/** Reads the landing URL and the referrer the root noted, once per page load. */
function readLanding(): Attribution | null {
  if (landing) return landing;
  const arrival = arrivalOf();
  if (!arrival) return null;
  const here = new URL(arrival.href);
  const referrer = arrival.referrer || null;
  landing = attributionOfLanding(here, referrer, here.host);
  if (hasCampaign(landing) || !referrer) return landing;
  // A link followed before the script ran is a new page load: the landing page is then the referrer, one
  // of the site's own (Referrer-Policy: same-origin sends its full URL), with its campaign parameters.
  try {
    const previous = new URL(referrer);
    if (previous.host !== here.host) return landing;
    const earlier = attributionOfLanding(previous, null, here.host);
    if (hasCampaign(earlier)) landing = earlier;
  } catch {
    // Not a URL: the landing stays this page.
  }
  return landing;
}

/**
 * The visit's landing values as the LANDING_HEADER value, sent beside the JSON body (which stays exactly
 * SPEC §7's). The first lead form of the visit carries it; after that a lead carries none (the server then
 * reads the post's own Referer).
 */
export function landingHeader(lead: boolean): string | undefined {
  if (lead && leadSent) return undefined;
  const values = readLanding();
  return values ? landingHeaderValue(values) : undefined;
}

/** A lead was sent with the visit's attribution: later leads of the visit are not attributed to it again. */
export function leadAttributed(): void {
  leadSent = true;
}
