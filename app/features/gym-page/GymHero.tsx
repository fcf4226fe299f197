import { Media } from "#app/components/media/Media.tsx";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { Eyebrow } from "#app/components/ui/Heading.tsx";
import { Container } from "#app/components/ui/Section.tsx";
import type { GymLocation } from "#app/content/gyms.ts";
import { FormLink } from "#app/features/forms/FormLink.tsx";
import { imageKey } from "#app/features/gym-details/image-key.ts";
import { LiveOrEnded } from "#app/features/offers/LiveOrEnded.tsx";
import { dayPass } from "#app/lib/day-pass.ts";
import { scrollToSection } from "./scroll-to";

interface GymHeroProps {
  gym: GymLocation;
  heading: string;
  intro: string;
  /** SPEC §2: 'CLAIM YOUR DISCOUNT', written 'Claim your discount' on Greenwich. */
  claimLabel: string;
  formId: string;
}

/** The Greenwich and Welling hero (SPEC §2): the page's h1, '50% OFF DAY PASS', SHOW PRICING and the claim. */
export function GymHero({ gym, heading, intro, claimLabel, formId }: GymHeroProps) {
  return (
    <section className="relative overflow-hidden bg-ink text-paper">
      <div aria-hidden="true" className="art-pattern-diagonal absolute inset-0 text-paper/[0.04]" />
      <Container className="relative grid gap-10 py-14 md:py-20 lg:grid-cols-[1.15fr_1fr] lg:items-center">
        <div>
          <Eyebrow className="text-mist">
            {gym.hours.access === "24/7" ? "24/7 gym" : "Studio"} · {gym.locality}
          </Eyebrow>
          <h1 className="font-display text-h1 text-balance">{heading}</h1>
          <LiveOrEnded
            className="mt-4"
            live={<h2 className="font-display text-display text-signal">{dayPass.headline}</h2>}
            ended={<h2 className="font-display text-display text-signal">{dayPass.endedHeadline}</h2>}
          />
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-mist md:text-xl">{intro}</p>
          <LiveOrEnded
            className="mt-4 text-sm text-mist"
            live={
              <p>
                Code <strong className="font-semibold text-paper">{dayPass.code}</strong> · {dayPass.summary}.
                Offer ends <time dateTime={dayPass.endsOn}>{dayPass.endsOnLabel}</time>.
              </p>
            }
            ended={
              <p>
                Our {dayPass.name} offer ended on <time dateTime={dayPass.endsOn}>{dayPass.endsOnLabel}</time>
                . {dayPass.afterEnd}
              </p>
            }
          />
          <div className="mt-8 flex flex-wrap gap-3">
            <FormLink target={formId} scroll={scrollToSection} size="lg">
              {claimLabel}
            </FormLink>
            <LinkButton to={gym.signUpLink} variant="outline-light" size="lg">
              SHOW PRICING
            </LinkButton>
            {/* Issue 19: the 24/7 gyms' tours; the Armory keeps its free-class flow. */}
            {gym.hours.access === "24/7" ? (
              <LinkButton to={`${gym.pageLink}/tour`} variant="outline-light" size="lg">
                Book a tour
              </LinkButton>
            ) : null}
          </div>
        </div>
        <Media
          name={imageKey(gym.gymInterior)}
          priority
          className="w-full"
          sizes="(min-width: 1024px) 45vw, 100vw"
        />
      </Container>
    </section>
  );
}
