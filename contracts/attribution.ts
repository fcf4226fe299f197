/**
 * Where a visit came from (issue 38, decisions 0027 and 0029): the landing page's campaign parameters, ad
 * click ids, the external referrer's host and the landing path. Read by the browser from its landing URL
 * (kept in memory, never on the device, and sent in a request header), or by the server from the landing
 * page's request (filled into a hidden field of its forms when another site sent the visitor) or else a
 * native form post's Referer; checked here by all.
 * Every value is cut to a bound and stripped of control characters: a forged one is cut or dropped, never
 * refused, so it can never cost a visitor their lead.
 */
/** The query parameters read from the landing URL, as they are spelled there. */
export const campaignParams = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
] as const;
export type CampaignParam = (typeof campaignParams)[number];

/** Everything kept about where a visit came from; null where the visit did not say. */
export type Attribution = Record<CampaignParam, string | null> & {
  /** The external referrer's host only ("www.google.com"): never its path or query. */
  referrer_host: string | null;
  /** The path the visit landed on ("/greenwich"), without its query. */
  landing_path: string | null;
};

export const attributionKeys = [...campaignParams, "referrer_host", "landing_path"] as const;
export type AttributionKey = (typeof attributionKeys)[number];

/** The longest value kept of each: campaign names and click ids are short; longer is forged or broken. */
export const ATTRIBUTION_MAX = 200;

// Controls (C0, DEL, C1), and the format characters that reorder or hide text on screen (bidi overrides,
// zero-width marks), which a staff view or a spreadsheet would otherwise show misleadingly.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const STRIPPED = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** One value as kept: text, controls stripped, trimmed, cut to ATTRIBUTION_MAX; null when nothing is left. */
export function cleanValue(value: unknown): string | null {
  if (typeof value !== "string") return null;
  // Cut before cleaning too, so a 10 MB value costs no more than a short one.
  const cleaned = value
    .slice(0, ATTRIBUTION_MAX * 4)
    .replace(STRIPPED, "")
    .replace(LONE_SURROGATE, "")
    .trim();
  const cut = Array.from(cleaned).slice(0, ATTRIBUTION_MAX).join("").trim();
  return cut === "" ? null : cut;
}

/** A host as kept: lower-case letters, digits, dots and dashes only (anything else: not a host). */
export function cleanHost(value: unknown): string | null {
  const text = cleanValue(value)?.toLowerCase() ?? null;
  return text && /^[a-z0-9.-]{1,253}$/.test(text) ? text : null;
}

/** A landing path as kept: starts with "/", no query or fragment. */
export function cleanPath(value: unknown): string | null {
  const text = cleanValue(value);
  if (!text?.startsWith("/") || text.startsWith("//")) return null;
  return text.split(/[?#]/)[0] ?? null;
}

export const emptyAttribution = (): Attribution =>
  Object.fromEntries(attributionKeys.map((key) => [key, null])) as Attribution;

/** Any object's attribution values, cleaned; everything else in it is ignored. */
export function cleanAttribution(raw: unknown): Attribution {
  const given = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const kept = emptyAttribution();
  for (const key of campaignParams) kept[key] = cleanValue(given[key]);
  kept.referrer_host = cleanHost(given.referrer_host);
  kept.landing_path = cleanPath(given.landing_path);
  return kept;
}

/** True when the visit said anything at all about where it came from. */
export function hasAttribution(attribution: Attribution): boolean {
  return attributionKeys.some((key) => attribution[key] !== null);
}

/**
 * The request header that carries a page script's landing values beside SPEC §7's JSON body, which stays
 * exactly SPEC §7's. Its value is a URL-encoded query (`utm_source=facebook&ref=www.google.com&path=%2Fgreenwich`):
 * ASCII only, so always a valid header value.
 */
export const LANDING_HEADER = "x-novo-landing";

/** The longest header value the server reads; anything past it is never looked at. */
export const LANDING_HEADER_MAX = 8192;

/**
 * The most the page's script sends. A value's 200 characters can be 2.4 KB once percent-encoded (emoji), so
 * without a budget a tagged link could push the header past Node's 16 KB for all headers (a 431 before our
 * code runs, and the lead lost) or a proxy's 8 KB line.
 */
const LANDING_HEADER_BUDGET = 4096;
/** An encoded value longer than this is left out whole rather than cut mid-character. */
const ENCODED_VALUE_MAX = 600;

// The header's names for the two values whose column names are long.
const REFERRER_HOST = "ref";
const LANDING_PATH = "path";

/**
 * The header value of a visit's landing values (the null ones left out), within LANDING_HEADER_BUDGET;
 * a value that does not fit is left out whole.
 */
export function landingHeaderValue(attribution: Attribution): string {
  const named: [string, string | null][] = [
    ...campaignParams.map((key): [string, string | null] => [key, attribution[key]]),
    [REFERRER_HOST, attribution.referrer_host],
    [LANDING_PATH, attribution.landing_path],
  ];
  const fits = new Set<string>();
  let length = 0;
  // The budget goes to the path and the referrer first, then to each campaign value in order.
  for (const [name, value] of [...named.slice(-2), ...named.slice(0, -2)]) {
    if (value === null) continue;
    const pair = new URLSearchParams([[name, value]]).toString();
    const tooLong = pair.length - name.length - 1 > ENCODED_VALUE_MAX;
    if (tooLong || length + pair.length + 1 > LANDING_HEADER_BUDGET) continue;
    fits.add(name);
    length += pair.length + 1;
  }
  const query = new URLSearchParams();
  for (const [name, value] of named) if (value !== null && fits.has(name)) query.set(name, value);
  return query.toString();
}

/**
 * The hidden field of the server-rendered forms that carries the landing values to a native post, in the
 * header's format (decision 0029): filled by the server when it serves the landing page, never part of a
 * SPEC §7 body (the form's builder takes its rules' fields alone).
 */
export const LANDING_FIELD = "novo_landing";

/**
 * The landing values a request's header gives, cut and cleaned like any other; null when there is no header
 * or nothing usable in it (garbage is dropped, never refused: the request's Referer is read instead).
 */
export function attributionOfHeader(value: string | null | undefined): Attribution | null {
  if (!value) return null;
  const query = new URLSearchParams(value.slice(0, LANDING_HEADER_MAX));
  const found: Record<string, unknown> = {
    referrer_host: query.get(REFERRER_HOST),
    landing_path: query.get(LANDING_PATH),
  };
  for (const key of campaignParams) found[key] = query.get(key);
  const kept = cleanAttribution(found);
  return hasAttribution(kept) ? kept : null;
}

/** The site's own host (as `URL.host` spells it, port included), or a test of one. */
export type SiteHost = string | ((host: string) => boolean);

const isOwn = (siteHost: SiteHost, host: string) =>
  typeof siteHost === "string" ? host === siteHost : siteHost(host);

/** The host of a URL, or null when it is not one. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * The values of a landing URL: its campaign parameters and path, and the host of an external referrer
 * (the site's own pages are no referrer). `siteHost` is the host the page was served from.
 */
export function attributionOfLanding(url: URL, referrer: string | null, siteHost: SiteHost): Attribution {
  const found: Record<string, unknown> = { landing_path: url.pathname };
  for (const key of campaignParams) found[key] = url.searchParams.get(key);
  const host = referrer ? hostOf(referrer) : null;
  if (host && !isOwn(siteHost, host)) found.referrer_host = host.replace(/:\d+$/, "");
  return cleanAttribution(found);
}

/**
 * A native post's landing values: the page's hidden field (the referrer's host and the landing path, which
 * the server wrote into the page it served to every visitor from that host, decision 0034), with the
 * campaign parameters of the post's own Referer when that is the landing page's URL (0027). A field that
 * already names a campaign is kept as it is.
 */
export function withCampaignOfPost(field: Attribution | null, referer: string | null): Attribution | null {
  if (!field || !referer || campaignParams.some((key) => field[key] !== null)) return field;
  let posted: URL;
  try {
    posted = new URL(referer.slice(0, LANDING_HEADER_MAX));
  } catch {
    return field;
  }
  if (cleanPath(posted.pathname) !== field.landing_path) return field;
  const found: Record<string, unknown> = { ...field };
  for (const key of campaignParams) found[key] = posted.searchParams.get(key);
  return cleanAttribution(found);
}
