import { useEffect, useState } from "react";
import { dayPassOffer } from "#app/content/brand.ts";
import { formatOfferDate, offerEnded } from "#app/content/offer-end.ts";
import { config } from "./config";

/** The day-pass offer as the pages show it: brand.ts's facts with the end date the build was given. */
export const dayPass = {
  ...dayPassOffer,
  endsOn: config.dayPassOfferEndsOn || dayPassOffer.endsOn,
  get endsOnLabel(): string {
    return formatOfferDate(this.endsOn);
  },
};

/** When the pages were built (vite.config.ts); the prerendered HTML says what was true then. */
const builtAt = new Date(import.meta.env.VITE_BUILT_AT as string);

/** Had the offer ended when the pages were built? The prerendered HTML, and the first render, follow this. */
export const dayPassEndedAtBuild = offerEnded(dayPass.endsOn, builtAt);

/**
 * Has the offer ended, now? A page built before the end date may be served after it, so the page renders
 * the build-time answer (as the prerendered HTML has it) and then checks again against the visitor's clock.
 */
export function useDayPassEnded(): boolean {
  const [ended, setEnded] = useState(dayPassEndedAtBuild);
  useEffect(() => setEnded(offerEnded(dayPass.endsOn, new Date())), []);
  return ended;
}
