import { LinkButton } from "~/components/ui/Button";
import { Eyebrow, Heading } from "~/components/ui/Heading";
import { Section } from "~/components/ui/Section";
import { blogPosts } from "~/content/blog";
import { homeBlog, homeServices } from "~/content/home";
import { pages } from "~/content/pages";
import { BlogCarousel } from "~/features/blog/BlogCarousel";
import { HomeHero } from "~/features/home/HomeHero";
import { OffersBanner } from "~/features/home/OffersBanner";
import { ServiceSections } from "~/features/home/ServiceSections";
import { metaFor } from "~/lib/meta";

const page = pages.home;

export const meta = () => metaFor(page);

export default function HomeRoute() {
  return (
    <>
      <HomeHero heading={page.heading} />
      <ServiceSections services={homeServices} />
      <OffersBanner />
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
          <BlogCarousel posts={blogPosts} />
        </div>
      </Section>
    </>
  );
}
