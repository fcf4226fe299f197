import { Eyebrow } from "#app/components/ui/Heading.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { deferred } from "#app/lib/deferred.tsx";
import { useScrollToFormFromOffers } from "#app/lib/from-offers.ts";
import { Static, staticPart } from "#app/lib/static-part.tsx";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import type { Offer } from "#contracts/content/offer.ts";
import { ClaimDiscountSection } from "./ClaimDiscountSection";
import { GymHero } from "./GymHero";
import { GymIntro } from "./GymIntro";
import { JoinSection } from "./JoinSection";
import type { GymRecovery } from "./RecoveryFacilities";

// HTML only (`<details>`): never hydrated, its code loads only to render it after a client-side navigation
// (app/lib/static-part.tsx).
const Amenities = staticPart(() => import("./Amenities").then((m) => m.Amenities));
// Below the fold: their widgets hydrate when the visitor gets near them (app/lib/deferred.tsx). The gallery's
// later slides, the map and the reviews are optional: their code loads only then, never because the page
// went idle (issue 44); their server HTML serves until then.
const ImageCarousel = deferred(
  () => import("#app/features/carousel/ImageCarousel.tsx").then((m) => m.ImageCarousel),
  { minHeight: "16rem", load: "near" },
);
const LocationBlock = deferred(() => import("./LocationBlock").then((m) => m.LocationBlock), {
  minHeight: "20rem",
  load: "near",
});
const Testimonials = deferred(
  () => import("#app/features/testimonials/Testimonials.tsx").then((m) => m.Testimonials),
  { minHeight: "0", load: "near" },
);
const RecoveryFacilities = deferred(() => import("./RecoveryFacilities").then((m) => m.RecoveryFacilities), {
  minHeight: "20rem",
});

/** Where CLAIM YOUR DISCOUNT and the offers page's claim buttons take the visitor. */
export const DISCOUNT_FORM_ID = "claim-discount";
/** Where the hero's JOIN NOW goes when no offer runs. */
const JOIN_FORM_ID = "join";

interface GymPageProps {
  gym: GymLocation;
  heading: string;
  intro: string;
  claimLabel: string;
  /** The gym's live offer (loader data), or null. */
  offer: Offer | null;
  /** The recovery facilities it shows (loader data), or null when the gym has no recovery suite. */
  recovery: GymRecovery | null;
}

/** A 24/7 gym's page, in SPEC §2's order of sections. */
export function GymPage({ gym, heading, intro, claimLabel, offer, recovery }: GymPageProps) {
  useScrollToFormFromOffers(DISCOUNT_FORM_ID);
  return (
    <>
      <GymHero
        gym={gym}
        heading={heading}
        intro={intro}
        claimLabel={claimLabel}
        formId={DISCOUNT_FORM_ID}
        offer={offer}
        joinId={JOIN_FORM_ID}
      />
      <Static>
        <GymIntro gym={gym} />
      </Static>
      <Section tone="chalk" aria-labelledby="amenities-heading">
        <Eyebrow>Inside {gym.shortName}</Eyebrow>
        <h2 id="amenities-heading" className="mb-10 font-display text-h2">
          Amenities
        </h2>
        <Amenities amenities={gym.amenities} />
      </Section>
      <Section tone="paper" aria-labelledby="gallery-heading">
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <div>
            <Eyebrow>Gallery</Eyebrow>
            <h2 id="gallery-heading" className="font-display text-h2">
              Take a look around
            </h2>
            <p className="mt-5 max-w-sm text-lg leading-relaxed text-steel">{gym.introSecondLine}</p>
          </div>
          <div className="min-w-0">
            <ImageCarousel label={`Photos of ${gym.name}`} images={gym.imageCarousel} />
          </div>
        </div>
      </Section>
      <LocationBlock gym={gym} />
      <Testimonials placeId={gym.googlePlaceID} gymName={gym.name} />
      {recovery ? (
        <Section tone="paper" aria-labelledby="recovery-heading">
          <Eyebrow>Recovery suite</Eyebrow>
          <h2 id="recovery-heading" className="mb-10 font-display text-h2">
            Recover well
          </h2>
          <RecoveryFacilities list={recovery.list} tabs={recovery.tabs} />
        </Section>
      ) : null}
      <ClaimDiscountSection gym={gym} id={DISCOUNT_FORM_ID} offerLive={offer !== null} />
      <JoinSection gym={gym} id={JOIN_FORM_ID} />
    </>
  );
}
