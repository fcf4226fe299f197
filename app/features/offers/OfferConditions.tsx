import type { Offer } from "#contracts/content/offer.ts";

/** An offer's significant conditions, set beside it (CAP Code 3.26). */
export function OfferConditions({ offer, className = "" }: { offer: Offer; className?: string }) {
  if (offer.conditions.length === 0) return null;
  return (
    <ul
      className={`list-disc space-y-1 pl-5 text-sm ${className}`}
      aria-label={`Conditions of the ${offer.name} offer`}
    >
      {offer.conditions.map((condition) => (
        <li key={condition}>{condition}</li>
      ))}
    </ul>
  );
}
