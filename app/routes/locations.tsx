import { LinkButton } from "~/components/ui/Button";
import { Eyebrow } from "~/components/ui/Heading";
import { PageHero } from "~/components/ui/PageHero";
import { Section } from "~/components/ui/Section";
import { pages } from "~/content/pages";
import { recoveryRules } from "~/content/recovery";
import { formAction } from "~/features/forms/action.server";
import { findGymsForPostcode } from "~/features/gym-finder/finder.server";
import { GymFinder } from "~/features/gym-finder/GymFinder";
import { JoinSection } from "~/features/gym-page/JoinSection";
import { deferred } from "~/lib/deferred";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/locations";

const page = pages.locations;

// The sites' and recovery tabs sit below the finder: their code (Radix Tabs) loads as the visitor nears
// them, which keeps the page's first JavaScript within budget now that the join form loads with the page.
const GymFeatureTabs = deferred(() =>
  import("~/features/gym-features/GymFeatureTabs").then((m) => m.GymFeatureTabs),
);
const RecoveryFeatureTabs = deferred(() =>
  import("~/features/gym-features/GymFeatureTabs").then((m) => m.RecoveryFeatureTabs),
);

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

/** The gym finder's query without JavaScript (`?postcode=`); the prerendered page has none. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const postcode = new URL(request.url).searchParams.get("postcode");
  if (postcode === null) return null;
  return findGymsForPostcode(postcode, context?.forms?.postcodesApiUrl);
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
