import { PageHero } from "#app/components/ui/PageHero.tsx";
import { careersOf, jobsOf } from "#app/content/jobs.server.ts";
import { CareersSections } from "#app/features/jobs/CareersSections.tsx";
import { jobPostingJsonLd } from "#app/features/jobs/structured-data.ts";
import { metaFor } from "#app/lib/meta.ts";
import { gymsOfMatches } from "#app/lib/use-gyms.ts";
import { pageCopyOf } from "#contracts/content/page-copy.server.ts";
import type { Route } from "./+types/join-the-team";

/** The open listings, the page copy and words from CONTENT_DIR at render time: a closed job leaves by itself. */
export async function loader({ context }: Route.LoaderArgs) {
  const [jobs, copy, page] = await Promise.all([
    jobsOf(context),
    careersOf(context),
    pageCopyOf(context, "careers"),
  ]);
  if (!copy) throw new Error("content/pages/careers.yaml has never been valid");
  return { jobs, copy, page };
}

// Typed as a whole: reading `matches` would make an inferred type refer to itself.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const gyms = gymsOfMatches(matches);
  return metaFor(loaderData?.page, {
    jsonLd: (loaderData?.jobs ?? []).map((job) => jobPostingJsonLd(job, gyms)),
  });
};

export default function CareersRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero eyebrow="Careers" heading={page.heading} intro={page.intro} image="careers-hero" />
      <CareersSections copy={loaderData.copy} jobs={loaderData.jobs} />
    </>
  );
}
