/**
 * Filling page copy (FAQ, terms, privacy, franchising) on the server: every {fact}, the {offer.*} of the
 * offer a section is about, and the page's {page.lastUpdated}. Pure: the loaders bring the content.
 */
import { type Facts, fillFacts, listOf } from "./facts";
import type { FranchisingCopy, FranchisingEntry, InvestorPackCopy } from "./franchising";
import type { Offer } from "./offer";
import { formatOfferDate } from "./offer-end";

/** What copy is filled from: the facts and every offer in the content (live or ended). */
export interface CopyScope {
  facts: Facts;
  offers: readonly Offer[];
}

export function copyScope(facts: Facts, offers: readonly Offer[]): CopyScope {
  return { facts, offers };
}

/** The {offer.*} names of one offer. */
export function offerFacts(offer: Offer, facts: Facts): Facts {
  return {
    "offer.name": offer.name,
    "offer.headline": offer.headline,
    "offer.summary": offer.summary,
    "offer.code": offer.code,
    "offer.gyms": listOf(offer.gyms.map((gym) => facts[`${gym}.name`] ?? gym)),
    "offer.startsOn": formatOfferDate(offer.startsOn),
    "offer.endsOn": formatOfferDate(offer.endsOn),
  };
}

/** The facts a piece of copy about `offerSlug` (or none) sees; `extra` adds page-level names. */
export function scopeFacts(scope: CopyScope, offerSlug: string | null | undefined, extra: Facts = {}): Facts {
  const offer = offerSlug ? scope.offers.find((o) => o.slug === offerSlug) : undefined;
  return offer
    ? { ...scope.facts, ...offerFacts(offer, scope.facts), ...extra }
    : { ...scope.facts, ...extra };
}

const unfilled = /\{[a-zA-Z0-9]+\.[a-zA-Z0-9]+\}/;

/**
 * The text filled, or null when a name stays unfilled: it quotes an offer that is no longer in the content
 * (or a section about no offer quotes one). The page then leaves that text out rather than show a brace.
 */
export function fillCopy(text: string, facts: Facts): string | null {
  const filled = fillFacts(text, facts);
  return unfilled.test(filled) ? null : filled;
}

/** Every text of a list filled; the ones that cannot be are left out. */
export function fillAll(texts: readonly string[], facts: Facts): string[] {
  return texts.map((text) => fillCopy(text, facts)).filter((text): text is string => text !== null);
}

/** Every string inside `value` filled (copy with no offers: franchising). */
export function fillDeep<T>(value: T, facts: Facts): T {
  if (typeof value === "string") return fillFacts(value, facts) as T;
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, facts)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillDeep(item, facts)])) as T;
  return value;
}

/** The page's copy, filled; the investor pack's stays out of the page's loader data. */
export function franchisingFrom(entry: FranchisingEntry, facts: Facts): FranchisingCopy {
  const { investorPack: _pack, ...page } = entry;
  return fillDeep(page, facts) as FranchisingCopy;
}

export function investorPackFrom(entry: FranchisingEntry, facts: Facts): InvestorPackCopy {
  return fillDeep(entry.investorPack, facts) as InvestorPackCopy;
}
