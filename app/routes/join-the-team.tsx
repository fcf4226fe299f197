import { PageHero } from "#app/components/ui/PageHero.tsx";
import { jobListings } from "#app/content/jobs.ts";
import { pages } from "#app/content/pages.ts";
import { CareersSections } from "#app/features/jobs/CareersSections.tsx";
import { jobPostingJsonLd } from "#app/features/jobs/structured-data.ts";
import { metaFor } from "#app/lib/meta.ts";

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
