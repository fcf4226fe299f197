import { Icon } from "#app/components/icons/Icon.tsx";
import { HeroVideo } from "#app/components/media/HeroVideo.tsx";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { Eyebrow } from "#app/components/ui/Heading.tsx";
import { Container } from "#app/components/ui/Section.tsx";
import { offersButton } from "#app/content/navigation.ts";
import type { HomeCopy } from "#contracts/content/home.ts";

/** The home hero: the brand loop behind the tagline (the page's h1) and the two ways in. */
export function HomeHero({ heading, intro }: { heading: string; intro: HomeCopy["intro"] }) {
  return (
    <section className="relative isolate overflow-hidden bg-ink text-paper" aria-labelledby="home-heading">
      <div className="absolute inset-0 -z-10">
        <HeroVideo name="home-hero-video" />
        {/* Keeps the text side dark whatever the footage, for contrast. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-r from-ink via-ink/85 to-ink/20 md:via-ink/70 md:to-transparent"
        />
      </div>
      <Container className="flex min-h-[78svh] flex-col justify-end py-16 md:min-h-[82svh] md:py-24">
        <Eyebrow className="text-paper">{intro.eyebrow}</Eyebrow>
        <h1 id="home-heading" className="max-w-4xl font-display text-display text-balance">
          {heading}
        </h1>
        {intro.lines.map((line) => (
          <p key={line.slice(0, 40)} className="mt-6 max-w-2xl text-lg leading-relaxed text-mist md:text-xl">
            {line}
          </p>
        ))}
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <LinkButton to="/locations" size="lg">
            Find your gym
            <Icon name="arrow-right" aria-hidden="true" className="h-5 w-5" />
          </LinkButton>
          <LinkButton to={offersButton.to} variant="outline-light" size="lg">
            {offersButton.label}
          </LinkButton>
        </div>
      </Container>
    </section>
  );
}
