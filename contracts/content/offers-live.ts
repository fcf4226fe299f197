/**
 * The offers of a content snapshot in time: an offer entry as the site uses it, and which are live at a moment
 * (from the start of its first day to the end of its last, in London), and when that next changes.
 */
import type { Offer, OfferGym } from "./offer";
import { londonDate, londonMidnight, nextLondonDay } from "./offer-end";

/** The offers a snapshot holds (snapshot.ts's ContentSnapshot). */
interface WithOffers {
  offers: Offer[];
}

export interface OfferEntry {
  name: string;
  headline: string;
  summary: string;
  code: string;
  gyms: readonly string[];
  conditions: readonly string[];
  startsOn: string | null;
  endsOn: string | null;
}

export function toOffer(slug: string, entry: OfferEntry): Offer {
  return {
    slug,
    name: entry.name,
    headline: entry.headline,
    summary: entry.summary,
    code: entry.code,
    gyms: [...entry.gyms],
    conditions: [...entry.conditions],
    // Both are required by the schema: a null here cannot pass the reader.
    startsOn: entry.startsOn ?? "",
    endsOn: entry.endsOn ?? "",
  };
}

/** Is the offer live at `at`: from the start of its first day to the end of its last, in London. */
export function offerIsLive(offer: Offer, at: Date): boolean {
  const today = londonDate(at);
  return offer.startsOn <= today && today <= offer.endsOn;
}

/** The live offers at `at`, optionally only those for one gym. */
export function liveOffers(snapshot: WithOffers, at: Date, gym?: OfferGym): Offer[] {
  return snapshot.offers.filter((offer) => offerIsLive(offer, at) && (!gym || offer.gyms.includes(gym)));
}

/** The next moment an offer starts or ends after `at`: a cached page showing offers is stale from then. */
export function nextOfferBoundary(snapshot: WithOffers, at: Date): Date | null {
  let next: Date | null = null;
  for (const offer of snapshot.offers)
    for (const moment of [londonMidnight(offer.startsOn), londonMidnight(nextLondonDay(offer.endsOn))])
      if (moment > at && (!next || moment < next)) next = moment;
  return next;
}
