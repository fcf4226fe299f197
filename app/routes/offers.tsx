import { PageHero } from "#app/components/ui/PageHero.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { standingOffersOf } from "#app/content/page-copy.server.ts";
import { pages } from "#app/content/pages.ts";
import { liveOffersNow } from "#app/content/store.server.ts";
import { OfferCards } from "#app/features/offers/OfferCards.tsx";
import { metaFor } from "#app/lib/meta.ts";
import type { Route } from "./+types/offers";

const page = pages.offers;

/**
 * The live offers and the standing ones, read from CONTENT_DIR at render time (the page cache expires at the
 * next start or end).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [offers, standing] = await Promise.all([liveOffersNow(context), standingOffersOf(context)]);
  return { offers, standing };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(page, { offer: loaderData?.offers[0] });

export default function OffersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Offers" heading={page.heading} intro={page.intro} />
      <Section tone="chalk">
        <OfferCards live={loaderData.offers} standing={loaderData.standing} />
      </Section>
    </>
  );
}
