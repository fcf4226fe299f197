/**
 * The source of a submission (issue 38, decision 0027), from the request alone, never its body (which is
 * exactly SPEC §7's): the LANDING_HEADER a page's script sends (the landing values it kept in memory), or
 * else the form post's Referer, which for a native post is the landing page's URL with its query
 * (Referrer-Policy: same-origin). Whatever arrives is cleaned and bounded (contracts/attribution.ts);
 * nothing here refuses a submission.
 */
import {
  type Attribution,
  campaignParams,
  cleanAttribution,
  cleanPath,
  emptyAttribution,
} from "#contracts/attribution.ts";
import { channelOf, type SubmissionSource } from "#contracts/channels.ts";
import type { SubmissionRow } from "#server/db/schema.ts";
import { pagePath } from "#server/stats/paths.ts";

/** The campaign values and the path of the page a form was posted from (its Referer). */
export function attributionOfReferer(referer: string | null): Attribution {
  if (!referer) return emptyAttribution();
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return emptyAttribution();
  }
  const found: Record<string, unknown> = { landing_path: url.pathname };
  for (const key of campaignParams) found[key] = url.searchParams.get(key);
  return cleanAttribution(found);
}

/** One spelling of the landing path, the page views' own (server/stats/paths.ts). */
function normalised(attribution: Attribution): Attribution {
  // Cleaned again after pagePath decodes it: %0A or %E2%80%AE must not come back as characters.
  const path = attribution.landing_path ? cleanPath(pagePath(attribution.landing_path)) : null;
  return { ...attribution, landing_path: path && path.length <= 200 ? path : null };
}

/** The submission's source: the header's landing values if it sent any, else its Referer's; and its channel. */
export function sourceOf(
  attribution: Attribution | null,
  referer: string | null,
  payload: Record<string, unknown>,
): SubmissionSource {
  const kept = normalised(attribution ?? attributionOfReferer(referer));
  return { ...kept, channel: channelOf(kept, { discovery: payload.discovery }) };
}

/** The columns of submissions that hold it (their names in camelCase, as Drizzle and the webhook spell them). */
export function sourceColumns(source: SubmissionSource) {
  return {
    channel: source.channel,
    utmSource: source.utm_source,
    utmMedium: source.utm_medium,
    utmCampaign: source.utm_campaign,
    utmTerm: source.utm_term,
    utmContent: source.utm_content,
    gclid: source.gclid,
    gbraid: source.gbraid,
    wbraid: source.wbraid,
    fbclid: source.fbclid,
    referrerHost: source.referrer_host,
    landingPath: source.landing_path,
  };
}

/** A stored row's source, or null for one stored before sources were kept. */
export function sourceOfRow(row: SubmissionRow): SubmissionSource | null {
  if (!row.channel) return null;
  return {
    ...cleanAttribution({
      utm_source: row.utmSource,
      utm_medium: row.utmMedium,
      utm_campaign: row.utmCampaign,
      utm_term: row.utmTerm,
      utm_content: row.utmContent,
      gclid: row.gclid,
      gbraid: row.gbraid,
      wbraid: row.wbraid,
      fbclid: row.fbclid,
      referrer_host: row.referrerHost,
      landing_path: row.landingPath,
    }),
    channel: row.channel as SubmissionSource["channel"],
  };
}
