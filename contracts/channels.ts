/**
 * The channel rule (issue 38, docs/analytics.md): every submission gets exactly one channel, from its
 * attribution and, when there is no campaign, the form's own answer. The one place the rule is written:
 * the server applies it when it stores a submission, the tests and the docs read it here.
 */
import type { Attribution } from "./attribution";

export const channels = [
  "paid-search",
  "organic-search",
  "paid-social",
  "organic-social",
  "email",
  "referral",
  "direct",
  "offline",
] as const;
export type Channel = (typeof channels)[number];

export const channelLabels: Record<Channel, string> = {
  "paid-search": "Paid search",
  "organic-search": "Organic search",
  "paid-social": "Paid social",
  "organic-social": "Organic social",
  email: "E-mail",
  referral: "Referral",
  direct: "Direct",
  offline: "Offline",
};

export function isChannel(value: unknown): value is Channel {
  return typeof value === "string" && (channels as readonly string[]).includes(value);
}

/** Search engines and social sites, by a label of their host or utm_source ("google", "m.facebook.com"). */
const SEARCH = ["google", "bing", "duckduckgo", "yahoo", "ecosia", "baidu", "yandex", "startpage", "qwant"];
const SOCIAL = [
  "facebook",
  "fb",
  "instagram",
  "ig",
  "tiktok",
  "twitter",
  "x",
  "t",
  "linkedin",
  "lnkd",
  "pinterest",
  "youtube",
  "snapchat",
  "reddit",
  "threads",
  "whatsapp",
  "messenger",
];
/** Web-mail hosts: a link clicked in an e-mail read in the browser. */
const MAIL_HOSTS = ["mail.google.com", "outlook.live.com", "outlook.office.com", "mail.yahoo.com"];

/** The labels of a host or source ("l.instagram.com" → l, instagram, com). */
const labels = (value: string) => value.toLowerCase().split(/[.\s_-]+/);
const isSearch = (value: string | null) => value !== null && labels(value).some((l) => SEARCH.includes(l));
const isSocial = (value: string | null) =>
  value !== null &&
  (labels(value).some((l) => SOCIAL.includes(l) && l.length > 2) ||
    // Short names only as the whole value ("fb", "ig", "x"), or as the host (t.co, x.com).
    SOCIAL.includes(value.toLowerCase()) ||
    ["t.co", "x.com", "lnkd.in", "fb.me"].includes(value.toLowerCase()));

const PAID = /^(cpc|ppc|cpm|cpv|cpa|paid|paid[_ -]?\w+|\w+[_ -]?paid|display|banner|ads?|retargeting)$/;
const PAID_SEARCH = /^(cpc|ppc|sem|paid[_ -]?search|search[_ -]?paid|search[_ -]?ads?)$/;
const PAID_SOCIAL = /^(paid[_ -]?social|social[_ -]?paid|social[_ -]?ads?|paidsocial)$/;
const ORGANIC_SOCIAL = /^(social|social[_ -]?(media|network|organic)|organic[_ -]?social|sm)$/;
const EMAIL = /^(e[_ -]?mail|newsletter|mailchimp)$/;
const OFFLINE = /^(offline|print|flyers?|leaflets?|posters?|qr|qr[_ -]?code|outdoor|ooh|radio|tv|event)$/;
const REFERRAL = /^(referral|partner(ship)?s?|affiliates?)$/;

/** What the form itself says about how the visitor heard of us (the retreat form's `discovery`). */
export interface FormAnswer {
  discovery?: unknown;
}

/** Answers that mean the visitor did not find us online: offline, when there is no campaign. */
const OFFLINE_ANSWERS = ["staff", "referred"];

/**
 * The channel of a submission. In order: a campaign (utm_medium, then the ad click ids, then utm_source
 * alone) wins; then the form's own answer (offline); then the external referrer's host; then direct.
 */
export function channelOf(attribution: Attribution, answer: FormAnswer = {}): Channel {
  const medium = attribution.utm_medium?.toLowerCase().trim() ?? null;
  const source = attribution.utm_source;

  if (medium) {
    if (PAID_SOCIAL.test(medium)) return "paid-social";
    if (PAID_SEARCH.test(medium)) return isSocial(source) ? "paid-social" : "paid-search";
    if (PAID.test(medium)) return isSocial(source) ? "paid-social" : "paid-search";
    if (EMAIL.test(medium)) return "email";
    if (ORGANIC_SOCIAL.test(medium)) return "organic-social";
    if (OFFLINE.test(medium)) return "offline";
    if (REFERRAL.test(medium)) return "referral";
    if (medium === "organic") return isSocial(source) ? "organic-social" : "organic-search";
  }
  // Google's click ids mark its ads; Meta adds fbclid to every outbound link, paid or not.
  if (attribution.gclid || attribution.gbraid || attribution.wbraid) return "paid-search";
  if (source) {
    if (EMAIL.test(source.toLowerCase())) return "email";
    if (isSocial(source)) return "organic-social";
    if (isSearch(source)) return "organic-search";
    if (OFFLINE.test(source.toLowerCase())) return "offline";
    return "referral";
  }
  if (attribution.fbclid) return "organic-social";
  if (typeof answer.discovery === "string" && OFFLINE_ANSWERS.includes(answer.discovery)) return "offline";

  const host = attribution.referrer_host;
  if (host) {
    if (MAIL_HOSTS.includes(host)) return "email";
    if (isSearch(host)) return "organic-search";
    if (isSocial(host)) return "organic-social";
    return "referral";
  }
  return "direct";
}

/** What is kept with a submission about where it came from: its attribution and its channel. */
export type SubmissionSource = Attribution & { channel: Channel };
