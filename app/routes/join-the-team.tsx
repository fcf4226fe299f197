import { PageHero } from "~/components/ui/PageHero";
import { jobListings } from "~/content/jobs";
import { pages } from "~/content/pages";
import { CareersSections } from "~/features/jobs/CareersSections";
import { metaFor } from "~/lib/meta";
import { jobPostingJsonLd } from "~/lib/structured-data";

const page = pages.careers;

export const meta = () => metaFor(page, { jsonLd: jobListings.map(jobPostingJsonLd) });

export default function CareersRoute() {
  return (
    <>
      <PageHero eyebrow="Careers" heading={page.heading} intro={page.intro} image="careers-hero" />
      <CareersSections />
    </>
  );
}
