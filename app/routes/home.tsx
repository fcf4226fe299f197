import { LinkButton } from "~/components/ui/Button";
import { Eyebrow, Heading } from "~/components/ui/Heading";
import { OptionalPart } from "~/components/ui/OptionalPart";
import { Section } from "~/components/ui/Section";
import { blogPosts } from "~/content/blog";
import { defaultGym } from "~/content/gyms";
import { homeBlog, homeServices } from "~/content/home";
import { pages } from "~/content/pages";
import { BlogCarousel } from "~/features/blog/BlogCarousel";
import { HomeHero } from "~/features/home/HomeHero";
import { OffersBanner } from "~/features/home/OffersBanner";
import { ServiceSections } from "~/features/home/ServiceSections";
import { deferred } from "~/lib/deferred";
import { metaFor } from "~/lib/meta";

// Below the fold: its code loads when the visitor comes near it (app/lib/deferred.tsx).
const Testimonials = deferred(
  () => import("~/features/testimonials/Testimonials").then((m) => m.Testimonials),
  {
    minHeight: "0",
  },
);

const page = pages.home;

export const meta = () => metaFor(page);

export default function HomeRoute() {
  return (
    <>
      <HomeHero heading={page.heading} />
      <ServiceSections services={homeServices} />
      <OffersBanner />
      {/* SPEC §7: off a gym page the reviews are the first gym's (the Armory's). */}
      <Testimonials placeId={defaultGym.googlePlaceID} gymName={defaultGym.name} />
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
            <BlogCarousel posts={blogPosts} />
          </OptionalPart>
        </div>
      </Section>
    </>
  );
}
