import { data } from "react-router";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { Eyebrow } from "#app/components/ui/Heading.tsx";
import { PageHero } from "#app/components/ui/PageHero.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { formAction } from "#app/features/forms/action.server.ts";
import type { SiteTab } from "#app/features/gym-features/GymFeatureTabs.tsx";
import { findGymsForPostcode, throttledFinderAnswer } from "#app/features/gym-finder/finder.server.ts";
import type { FinderAnswer, WithFinderAnswer } from "#app/features/gym-finder/server-answer.ts";
import { JoinSection } from "#app/features/gym-page/JoinSection.tsx";
import { deferred } from "#app/lib/deferred.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { gymsOf } from "#contracts/content/gyms.server.ts";
import { pageCopyOf, recoveryGuideOf } from "#contracts/content/page-copy.server.ts";
import type { RecoveryInfo } from "#contracts/content/recovery.ts";
import type { Route } from "./+types/locations";

// The sites' and recovery tabs sit below the finder: their code (Radix Tabs) loads as the visitor nears
// them, which keeps the page's first JavaScript within budget now that the join form loads with the page.
const GymFeatureTabs = deferred(() =>
  import("#app/features/gym-features/GymFeatureTabs.tsx").then((m) => m.GymFeatureTabs),
);
const RecoveryFeatureTabs = deferred(() =>
  import("#app/features/gym-features/GymFeatureTabs.tsx").then((m) => m.RecoveryFeatureTabs),
);

// The finder's client logic (postcode lookup, distances) loads when the visitor comes near it; until then its
// form answers without JavaScript, as it does for a visitor with none (issue 44).
const GymFinder = deferred(() => import("#app/features/gym-finder/GymFinder.tsx").then((m) => m.GymFinder), {
  minHeight: "0",
  load: "near",
});

/** The recovery section's facilities and rules (content/pages/recovery.yaml). */
interface LocationsRecovery {
  facilities: RecoveryInfo[];
  rules: string[];
}

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

/**
 * The page's words, every site's tab (content/gyms), the recovery guide's facilities and rules
 * (content/pages/recovery.yaml), and the gym finder's answer to a query without JavaScript (`?postcode=`, never cached: server/pages/target.ts). With
 * JavaScript the finder searches from the browser and sends no query here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [guide, copy, gyms] = await Promise.all([
    recoveryGuideOf(context),
    pageCopyOf(context, "locations"),
    gymsOf(context),
  ]);
  // Only what a tab shows: the rest of each gym's entry stays out of the page's data.
  const sites: SiteTab[] = gyms.map((gym) => ({
    slug: gym.slug,
    name: gym.name,
    shortName: gym.shortName,
    description: gym.description,
    monthlyPrice: gym.monthlyPrice,
    gymEntry: gym.gymEntry,
    pageLink: gym.pageLink,
    signUpLink: gym.signUpLink,
    amenities: gym.amenities.map(({ title }) => ({ title })),
  }));
  const page = (
    finderAnswer: FinderAnswer | null,
  ): WithFinderAnswer & { recovery: LocationsRecovery; page: typeof copy; sites: SiteTab[] } => ({
    recovery: { facilities: guide.gymList, rules: guide.rules },
    page: copy,
    sites,
    finderAnswer,
  });
  const postcode = new URL(request.url).searchParams.get("postcode");
  if (postcode === null) return page(null);
  // A throttled client is answered as a failed lookup, with 429, and nothing is sent to the postcode service.
  if (context?.forms && !(await context.forms.mayLookUpPostcode()))
    return data(page(throttledFinderAnswer(postcode)), { status: 429 });
  return page(await findGymsForPostcode(postcode, context?.forms?.postcodesApiUrl, gyms));
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(loaderData?.page);

export default function LocationsRoute({ loaderData }: Route.ComponentProps) {
  const { recovery, page, sites } = loaderData;
  return (
    <>
      <PageHero eyebrow="Locations" heading={page.heading} intro={page.intro} />
      <Section tone="chalk">
        <GymFinder />
      </Section>
      <Section tone="ink" aria-labelledby="sites-heading">
        <Eyebrow className="text-mist">Train</Eyebrow>
        <h2 id="sites-heading" className="mb-8 font-display text-h2">
          Three sites, one standard
        </h2>
        <GymFeatureTabs sites={sites} />
      </Section>
      <Section tone="paper" aria-labelledby="recovery-heading">
        <Eyebrow>Recover</Eyebrow>
        <h2 id="recovery-heading" className="mb-4 font-display text-h2">
          Recovery suites
        </h2>
        <p className="mb-8 max-w-2xl text-lg text-steel">{recovery.rules.slice(0, 2).join(" ")}</p>
        <RecoveryFeatureTabs facilities={recovery.facilities} />
        <LinkButton to="/recovery" variant="outline" className="mt-10">
          Read the recovery guide
        </LinkButton>
      </Section>
      <JoinSection />
    </>
  );
}
