/**
 * The shape of the home page's copy (/). The copy itself is content (content/pages/home.yaml, schema in
 * contracts/content/schemas/home.ts); the loader reads it with its facts filled (app/content/pages.server.ts).
 */
import type { ImageKey } from "./media";

export interface LinkTo {
  label: string;
  to: `/${string}`;
}

export interface HomeService {
  id: string;
  eyebrow: string;
  heading: string;
  text: string;
  points: string[];
  image: ImageKey;
  cta: LinkTo;
}

export interface HomeCopy {
  intro: { eyebrow: string; lines: string[] };
  services: HomeService[];
  /** The offer band's sentences: {summary}, {gyms} and {endsOn} are the live offer's, filled on the page. */
  offerBand: { eyebrow: string; text: string; ends: string; cta: LinkTo };
  blog: { eyebrow: string; heading: string; cta: LinkTo };
}

/** The offer band's sentence before the code: "50% off your first day pass at Greenwich and Welling. Use code". */
export function offerBandText(copy: HomeCopy["offerBand"], summary: string, gymShortNames: string[]): string {
  return copy.text.replace("{summary}", summary).replace("{gyms}", gymShortNames.join(" and "));
}

export function offerBandEnds(copy: HomeCopy["offerBand"], endsOnLabel: string): string {
  return copy.ends.replace("{endsOn}", endsOnLabel);
}
