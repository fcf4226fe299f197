import { Eyebrow } from "~/components/ui/Heading";
import { Section } from "~/components/ui/Section";
import { gymBySlug } from "~/content/gyms";
import { pages } from "~/content/pages";
import { ArmoryHero } from "~/features/armory/ArmoryHero";
import { ClassList } from "~/features/armory/ClassList";
import { FreeSessionSection } from "~/features/armory/FreeSessionSection";
import { Timetable } from "~/features/armory/Timetable";
import { ImageCarousel } from "~/features/carousel/ImageCarousel";
import { formAction } from "~/features/forms/action.server";
import { LocationBlock } from "~/features/gym-page/LocationBlock";
import { Testimonials } from "~/features/testimonials/Testimonials";
import { deferred } from "~/lib/deferred";
import { useScrollToFormFromOffers } from "~/lib/from-offers";
import { metaFor } from "~/lib/meta";
import { exerciseGymJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/novoarmory";

const Amenities = deferred(() => import("~/features/gym-page/Amenities").then((m) => m.Amenities), {
  minHeight: "20rem",
});

const page = pages.armory;
const gym = gymBySlug("armory");
const FORM_ID = "free-session";

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

export const meta = () => metaFor(page, { jsonLd: [exerciseGymJsonLd(gym)] });

export default function ArmoryRoute() {
  useScrollToFormFromOffers(FORM_ID);
  return (
    <>
      <ArmoryHero gym={gym} heading={page.heading} intro={page.intro} formId={FORM_ID} />
      <Section tone="paper" aria-labelledby="classes-heading">
        <Eyebrow>Classes</Eyebrow>
        <h2 id="classes-heading" className="mb-6 font-display text-h2">
          Find your class
        </h2>
        <ClassList />
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
      <FreeSessionSection id={FORM_ID} />
    </>
  );
}
