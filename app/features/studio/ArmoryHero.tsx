import { HeroVideo } from "#app/components/media/HeroVideo.tsx";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { Eyebrow } from "#app/components/ui/Heading.tsx";
import { Container } from "#app/components/ui/Section.tsx";
import { FormLink } from "#app/features/forms/FormLink.tsx";
import { scrollToSection } from "#app/features/gym-page/scroll-to.ts";
import type { GymLocation } from "#contracts/content/gym-location.ts";

/** The Armory hero: the brand loop (or the configured footage) behind the page's h1 and its offer. */
export function ArmoryHero({
  gym,
  heading,
  intro,
  formId,
  trialSummary,
}: {
  gym: GymLocation;
  heading: string;
  intro: string;
  formId: string;
  /** The free trial, as the standing offers name it (loader data). */
  trialSummary: string;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-ink text-paper">
      <div className="absolute inset-0 -z-10">
        <HeroVideo name="armory-hero-video" />
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-ink/80 to-ink/40"
      />
      <Container className="flex min-h-[34rem] flex-col justify-end py-14 md:min-h-[40rem] md:py-20">
        <Eyebrow className="text-paper">Group training · {gym.locality}</Eyebrow>
        <h1 className="font-display text-display text-balance">{heading}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-paper/85 md:text-xl">{intro}</p>
        <p className="mt-6 inline-flex w-fit bg-signal px-3 py-1 font-display text-2xl font-bold uppercase text-ink">
          {trialSummary}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <FormLink target={formId} scroll={scrollToSection} size="lg">
            Book a free session
          </FormLink>
          <LinkButton to={gym.signUpLink} variant="outline-light" size="lg">
            SHOW PRICING
          </LinkButton>
        </div>
      </Container>
    </section>
  );
}
