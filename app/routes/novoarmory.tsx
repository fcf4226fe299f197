import { Eyebrow } from "#app/components/ui/Heading.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { gymForPage } from "#app/content/gyms.server.ts";
import { armoryClassesOf, pageCopyOf, standingOffersOf } from "#app/content/page-copy.server.ts";
import { ArmoryHero } from "#app/features/armory/ArmoryHero.tsx";
import { ClassList } from "#app/features/armory/ClassList.tsx";
import { FreeSessionSection } from "#app/features/armory/FreeSessionSection.tsx";
import { Timetable } from "#app/features/armory/Timetable.tsx";
import { ImageCarousel } from "#app/features/carousel/ImageCarousel.tsx";
import { formAction } from "#app/features/forms/action.server.ts";
import { exerciseGymJsonLd } from "#app/features/gym-page/structured-data.ts";
import { deferred } from "#app/lib/deferred.tsx";
import { useScrollToFormFromOffers } from "#app/lib/from-offers.ts";
import { metaFor } from "#app/lib/meta.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import { companyOfMatches } from "#app/lib/use-gyms.ts";
import type { Route } from "./+types/novoarmory";

const Testimonials = deferred(
  () => import("#app/features/testimonials/Testimonials.tsx").then((m) => m.Testimonials),
  { minHeight: "0" },
);
// HTML only (`<details>`): never hydrated (app/lib/static-part.tsx).
const Amenities = staticPart(() => import("#app/features/gym-page/Amenities.tsx").then((m) => m.Amenities));
// Below the fold: the open-now line and the map hydrate when the visitor gets near them.
const LocationBlock = deferred(
  () => import("#app/features/gym-page/LocationBlock.tsx").then((m) => m.LocationBlock),
  { minHeight: "20rem" },
);

const FORM_ID = "free-session";

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

/** The studio's facts (content/gyms/armory.yaml), its classes, its free trial and the page's words. */
export async function loader({ context }: Route.LoaderArgs) {
  const [gym, classes, standing, page] = await Promise.all([
    gymForPage(context, "armory"),
    armoryClassesOf(context),
    standingOffersOf(context),
    pageCopyOf(context, "armory"),
  ]);
  return { gym, classes, trialSummary: standing.armoryTrial.summary, page };
}

// Typed as a whole: reading `matches` would make an inferred type refer to itself.
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  metaFor(loaderData?.page, {
    jsonLd: loaderData ? [exerciseGymJsonLd(loaderData.gym, companyOfMatches(matches))] : [],
  });

export default function ArmoryRoute({ loaderData }: Route.ComponentProps) {
  const { gym, trialSummary, page } = loaderData;
  useScrollToFormFromOffers(FORM_ID);
  return (
    <>
      <ArmoryHero
        gym={gym}
        heading={page.heading}
        intro={page.intro}
        formId={FORM_ID}
        trialSummary={trialSummary}
      />
      <Section tone="paper" aria-labelledby="classes-heading">
        <Eyebrow>Classes</Eyebrow>
        <h2 id="classes-heading" className="mb-6 font-display text-h2">
          Find your class
        </h2>
        <ClassList copy={loaderData.classes} />
      </Section>
      <Section tone="chalk" aria-labelledby="timetable-heading">
        <Eyebrow>Timetable</Eyebrow>
        <h2 id="timetable-heading" className="mb-8 font-display text-h2">
          Book a class
        </h2>
        <Timetable gym={gym} />
      </Section>
      <Section tone="paper" aria-labelledby="amenities-heading">
        <Eyebrow>Inside the Armory</Eyebrow>
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
      <FreeSessionSection id={FORM_ID} trialSummary={trialSummary} />
    </>
  );
}
