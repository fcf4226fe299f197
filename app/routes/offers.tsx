import { PageHero } from "#app/components/ui/PageHero.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { OfferCards } from "#app/features/offers/OfferCards.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { pageCopyOf, standingOffersOf } from "#contracts/content/page-copy.server.ts";
import { liveOffersNow } from "#contracts/content/snapshot.ts";
import type { Route } from "./+types/offers";

/**
 * The live offers, the standing ones and the page's words, read from CONTENT_DIR at render time (the page
 * cache expires at the next start or end).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [offers, standing, page] = await Promise.all([
    liveOffersNow(context),
    standingOffersOf(context),
    pageCopyOf(context, "offers"),
  ]);
  return { offers, standing, page };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  metaFor(loaderData?.page, { offer: loaderData?.offers[0] });

export default function OffersRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero eyebrow="Offers" heading={page.heading} intro={page.intro} />
      <Section tone="chalk">
        <OfferCards live={loaderData.offers} standing={loaderData.standing} />
      </Section>
    </>
  );
}
