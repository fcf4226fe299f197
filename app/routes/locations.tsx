import { data } from "react-router";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { Eyebrow } from "#app/components/ui/Heading.tsx";
import { PageHero } from "#app/components/ui/PageHero.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { gymsOf } from "#app/content/gyms.server.ts";
import { pages } from "#app/content/pages.ts";
import { recoveryRules } from "#app/content/recovery.ts";
import { formAction } from "#app/features/forms/action.server.ts";
import { findGymsForPostcode, throttledFinderAnswer } from "#app/features/gym-finder/finder.server.ts";
import { GymFinder } from "#app/features/gym-finder/GymFinder.tsx";
import { JoinSection } from "#app/features/gym-page/JoinSection.tsx";
import { deferred } from "#app/lib/deferred.tsx";
import { metaFor } from "#app/lib/meta.ts";
import type { Route } from "./+types/locations";

const page = pages.locations;

// The sites' and recovery tabs sit below the finder: their code (Radix Tabs) loads as the visitor nears
// them, which keeps the page's first JavaScript within budget now that the join form loads with the page.
const GymFeatureTabs = deferred(() =>
  import("#app/features/gym-features/GymFeatureTabs.tsx").then((m) => m.GymFeatureTabs),
);
const RecoveryFeatureTabs = deferred(() =>
  import("#app/features/gym-features/GymFeatureTabs.tsx").then((m) => m.RecoveryFeatureTabs),
);

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

/** The gym finder's query without JavaScript (`?postcode=`, never cached: server/pages/target.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const postcode = new URL(request.url).searchParams.get("postcode");
  if (postcode === null) return null;
  // A throttled client is answered as a failed lookup, with 429, and nothing is sent to the postcode service.
  if (context?.forms && !(await context.forms.mayLookUpPostcode()))
    return data(throttledFinderAnswer(postcode), { status: 429 });
  return findGymsForPostcode(postcode, context?.forms?.postcodesApiUrl, await gymsOf(context));
}

/** Client-side navigations need no server data: the finder searches from the browser. */
export async function clientLoader() {
  return null;
}

export const meta = () => metaFor(page);

export default function LocationsRoute() {
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
        <GymFeatureTabs />
      </Section>
      <Section tone="paper" aria-labelledby="recovery-heading">
        <Eyebrow>Recover</Eyebrow>
        <h2 id="recovery-heading" className="mb-4 font-display text-h2">
          Recovery suites
        </h2>
        <p className="mb-8 max-w-2xl text-lg text-steel">{recoveryRules.slice(0, 2).join(" ")}</p>
        <RecoveryFeatureTabs />
        <LinkButton to="/recovery" variant="outline" className="mt-10">
          Read the recovery guide
        </LinkButton>
      </Section>
      <JoinSection />
    </>
  );
}
