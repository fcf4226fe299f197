import { Eyebrow } from "#app/components/ui/Heading.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { deferred } from "#app/lib/deferred.tsx";
import { useScrollToFormFromOffers } from "#app/lib/from-offers.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import type { ArmoryClassesCopy } from "#contracts/content/studio-classes.ts";
import { ArmoryHero } from "./ArmoryHero";
import { ClassList } from "./ClassList";
import { FreeSessionSection } from "./FreeSessionSection";
import { Timetable } from "./Timetable";

// Optional parts below the fold: their code loads when the visitor comes near them (issue 44).
const Testimonials = deferred(
  () => import("#app/features/testimonials/Testimonials.tsx").then((m) => m.Testimonials),
  { minHeight: "0", load: "near" },
);
const ImageCarousel = deferred(
  () => import("#app/features/carousel/ImageCarousel.tsx").then((m) => m.ImageCarousel),
  { minHeight: "16rem", load: "near" },
);
// HTML only (`<details>`): never hydrated (app/lib/static-part.tsx).
const Amenities = staticPart(() => import("#app/features/gym-page/Amenities.tsx").then((m) => m.Amenities));
// Below the fold: the open-now line and the map hydrate when the visitor gets near them.
const LocationBlock = deferred(
  () => import("#app/features/gym-page/LocationBlock.tsx").then((m) => m.LocationBlock),
  { minHeight: "20rem", load: "near" },
);

const FORM_ID = "free-session";

/** A studio's page (SPEC §2's Armory page): hero video, classes, timetable, amenities, location, reviews, form. */
export function StudioPage({
  gym,
  classes,
  trialSummary,
  page,
}: {
  gym: GymLocation;
  classes: ArmoryClassesCopy;
  trialSummary: string;
  page: { heading: string; intro?: string };
}) {
  useScrollToFormFromOffers(FORM_ID);
  return (
    <>
      <ArmoryHero
        gym={gym}
        heading={page.heading}
        intro={page.intro ?? ""}
        formId={FORM_ID}
        trialSummary={trialSummary}
      />
      <Section tone="paper" aria-labelledby="classes-heading">
        <Eyebrow>Classes</Eyebrow>
        <h2 id="classes-heading" className="mb-6 font-display text-h2">
          Find your class
        </h2>
        <ClassList copy={classes} />
      </Section>
      <Section tone="chalk" aria-labelledby="timetable-heading">
        <Eyebrow>Timetable</Eyebrow>
        <h2 id="timetable-heading" className="mb-8 font-display text-h2">
          Book a class
        </h2>
        <Timetable gym={gym} />
      </Section>
      <Section tone="paper" aria-labelledby="amenities-heading">
        <Eyebrow>Inside the {gym.shortName}</Eyebrow>
        <h2 id="amenities-heading" className="mb-10 font-display text-h2">
          Amenities
        </h2>
        <Amenities amenities={gym.amenities} />
        <div className="mt-16">
          <ImageCarousel label={`Photos of ${gym.name}`} images={gym.imageCarousel} />
        </div>
      </Section>
      <LocationBlock gym={gym} />
      <Testimonials placeId={gym.googlePlaceID} gymName={gym.name} />
      <FreeSessionSection id={FORM_ID} trialSummary={trialSummary} studio={gym} />
    </>
  );
}
