import { LinkButton } from "#app/components/ui/Button.tsx";
import { Eyebrow, Heading } from "#app/components/ui/Heading.tsx";
import { OptionalPart } from "#app/components/ui/OptionalPart.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { latestPosts } from "#app/content/posts.server.ts";
import { HomeHero } from "#app/features/home/HomeHero.tsx";
import { OffersBanner } from "#app/features/home/OffersBanner.tsx";
import { deferred } from "#app/lib/deferred.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { Static, staticPart } from "#app/lib/static-part.tsx";
import { useGyms } from "#app/lib/use-gyms.ts";
import { homeCopyOf, pageCopyOf } from "#contracts/content/page-copy.server.ts";
import { liveOffersNow } from "#contracts/content/snapshot.ts";
import type { Route } from "./+types/home";

// Copy, photos and links: never hydrated, its code loads only after a client-side navigation here.
const ServiceSections = staticPart(() =>
  import("#app/features/home/ServiceSections.tsx").then((m) => m.ServiceSections),
);

// Below the fold and optional: their code loads when the visitor comes near them (app/lib/deferred.tsx),
// never because the page went idle; their server HTML serves until then (issue 44).
const Testimonials = deferred(
  () => import("#app/features/testimonials/Testimonials.tsx").then((m) => m.Testimonials),
  { minHeight: "0", load: "near" },
);
const BlogCarousel = deferred(
  () => import("#app/features/blog/BlogCarousel.tsx").then((m) => m.BlogCarousel),
  {
    minHeight: "0",
    load: "near",
  },
);

/** The page's copy and words, the live offers for the band and the latest posts for the carousel, from CONTENT_DIR at render time. */
export async function loader({ context }: Route.LoaderArgs) {
  const [copy, page, offers, posts] = await Promise.all([
    homeCopyOf(context),
    pageCopyOf(context, "home"),
    liveOffersNow(context),
    latestPosts(context, 6),
  ]);
  return { copy, page, offers, posts };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(loaderData?.page);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const [defaultGym] = useGyms();
  const { copy, page } = loaderData;
  const homeBlog = copy.blog;
  return (
    <>
      <HomeHero heading={page.heading} intro={copy.intro} />
      <ServiceSections services={copy.services} />
      <Static>
        {loaderData.offers.map((offer) => (
          <OffersBanner key={offer.slug} offer={offer} copy={copy.offerBand} />
        ))}
      </Static>
      {/* SPEC §7: off a gym page the reviews are the first gym's (the Armory's). */}
      {defaultGym && <Testimonials placeId={defaultGym.googlePlaceID} gymName={defaultGym.name} />}
      <Section tone="ink" aria-labelledby="home-blog">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <Eyebrow>{homeBlog.eyebrow}</Eyebrow>
            <Heading level={2} id="home-blog">
              {homeBlog.heading}
            </Heading>
          </div>
          <LinkButton to={homeBlog.cta.to} variant="outline-light">
            {homeBlog.cta.label}
          </LinkButton>
        </div>
        <div className="mt-10">
          <OptionalPart name="blog carousel">
            <BlogCarousel posts={loaderData.posts} />
          </OptionalPart>
        </div>
      </Section>
    </>
  );
}
