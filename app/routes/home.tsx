import { LinkButton } from "#app/components/ui/Button.tsx";
import { Eyebrow, Heading } from "#app/components/ui/Heading.tsx";
import { OptionalPart } from "#app/components/ui/OptionalPart.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { homeBlog, homeServices } from "#app/content/home.ts";
import { pages } from "#app/content/pages.ts";
import { latestPosts } from "#app/content/posts.server.ts";
import { liveOffersNow } from "#app/content/store.server.ts";
import { BlogCarousel } from "#app/features/blog/BlogCarousel.tsx";
import { HomeHero } from "#app/features/home/HomeHero.tsx";
import { OffersBanner } from "#app/features/home/OffersBanner.tsx";
import { ServiceSections } from "#app/features/home/ServiceSections.tsx";
import { deferred } from "#app/lib/deferred.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { useGyms } from "#app/lib/use-gyms.ts";
import type { Route } from "./+types/home";

// Below the fold: its code loads when the visitor comes near it (app/lib/deferred.tsx).
const Testimonials = deferred(
  () => import("#app/features/testimonials/Testimonials.tsx").then((m) => m.Testimonials),
  {
    minHeight: "0",
  },
);

const page = pages.home;

/** The live offers for the band and the latest posts for the carousel, read from CONTENT_DIR at render time. */
export async function loader({ context }: Route.LoaderArgs) {
  const [offers, posts] = await Promise.all([liveOffersNow(context), latestPosts(context, 6)]);
  return { offers, posts };
}

export const meta = () => metaFor(page);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const [defaultGym] = useGyms();
  return (
    <>
      <HomeHero heading={page.heading} />
      <ServiceSections services={homeServices} />
      {loaderData.offers.map((offer) => (
        <OffersBanner key={offer.slug} offer={offer} />
      ))}
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
