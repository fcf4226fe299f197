import { ArrowRight } from "lucide-react";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { Container } from "#app/components/ui/Section.tsx";
import { offersBanner as copy } from "#app/content/home.ts";
import { LiveOrEnded } from "#app/features/offers/LiveOrEnded.tsx";
import { dayPass, useDayPassEnded } from "#app/lib/day-pass.ts";

/**
 * The day-pass offer in one signal-yellow band, with the code set large and the end date; once the offer has
 * ended, the band says so and points to the offers page instead.
 */
export function OffersBanner() {
  const ended = useDayPassEnded();
  return (
    <section
      aria-labelledby={ended ? "offers-banner-ended" : "offers-banner"}
      className="relative overflow-hidden bg-signal text-ink on-light"
    >
      <div aria-hidden="true" className="art-pattern-diagonal absolute inset-0 text-ink/10" />
      <Container className="relative grid gap-8 py-14 md:py-20 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <LiveOrEnded
          live={
            <>
              <p className="font-display text-base font-bold uppercase tracking-[0.2em]">{copy.eyebrow}</p>
              <h2
                id="offers-banner"
                className="mt-2 font-display text-display font-bold uppercase leading-none"
              >
                {copy.heading}
              </h2>
            </>
          }
          ended={
            <>
              <p className="font-display text-base font-bold uppercase tracking-[0.2em]">
                {copy.ended.eyebrow}
              </p>
              <h2
                id="offers-banner-ended"
                className="mt-2 font-display text-display font-bold uppercase leading-none"
              >
                {copy.ended.heading}
              </h2>
            </>
          }
        />
        <div>
          <LiveOrEnded
            live={
              <>
                <p className="text-lg">
                  {copy.text}{" "}
                  <strong className="inline-block bg-ink px-3 py-1 font-display text-2xl tracking-widest text-signal">
                    {copy.code}
                  </strong>
                </p>
                <p className="mt-3 font-semibold">{copy.ends(dayPass.endsOnLabel)}</p>
              </>
            }
            ended={<p className="text-lg">{copy.ended.text(dayPass.endsOnLabel)}</p>}
          />
          <LinkButton to={copy.cta.to} variant="dark" size="lg" className="mt-6">
            {copy.cta.label}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </LinkButton>
        </div>
      </Container>
    </section>
  );
}
