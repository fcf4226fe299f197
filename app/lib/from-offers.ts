import { useEffect } from "react";
import { useLocation } from "react-router";

/** The navigation state an offer button passes (SPEC §2, route state). */
export const fromOffersState = { fromOffers: true } as const;
export const FROM_OFFERS_SCROLL_DELAY_MS = 500;

export function cameFromOffers(state: unknown): boolean {
  return (
    typeof state === "object" && state !== null && (state as { fromOffers?: unknown }).fromOffers === true
  );
}

/** On a page reached from an offer, scroll smoothly to its form after 500 ms. */
export function useScrollToFormFromOffers(targetId: string): void {
  const location = useLocation();
  useEffect(() => {
    if (!cameFromOffers(location.state)) return;
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      document
        .getElementById(targetId)
        ?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }, FROM_OFFERS_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.state, targetId]);
}
