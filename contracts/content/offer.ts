/**
 * An offer as the pages get it in their loader data (content/offers/<slug>.yaml, read on the server by
 * server/content/store.ts). Pure and client-safe: no file system here.
 */
import { formatOfferDate } from "./offer-end";

/** A place's id (content/gyms/<id>.yaml): what an offer's gyms list. */
export type OfferGym = string;

export interface Offer {
  slug: string;
  /** How a sentence names it ("our 50% off day pass offer"). */
  name: string;
  headline: string;
  summary: string;
  code: string;
  gyms: OfferGym[];
  /** Significant conditions, shown beside the offer (CAP Code 3.26). */
  conditions: string[];
  /** First and last day, YYYY-MM-DD in London: live from the start of the first to the end of the last. */
  startsOn: string;
  endsOn: string;
}

/** "30 November 2025": every mention of an end date is written from the date itself. */
export function endsOnLabel(offer: Pick<Offer, "endsOn">): string {
  return formatOfferDate(offer.endsOn);
}
