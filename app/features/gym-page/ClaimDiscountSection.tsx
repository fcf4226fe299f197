import { Media } from "#app/components/media/Media.tsx";
import { Container } from "#app/components/ui/Section.tsx";
import { DiscountForm } from "#app/features/lead-forms/DiscountForm.tsx";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import type { ImageKey } from "#contracts/content/media.ts";

/** SPEC §2: the form's background differs on the Welling page: each place's entry names its own. */
export function discountBackground(gym: Pick<GymLocation, "formBackground">): ImageKey {
  return gym.formBackground;
}

/**
 * The 'CLAIM YOUR DISCOUNT CODE' section with the discount form (SPEC §2, exact copy) while an offer runs;
 * without one, the same form as what it is: ask us, and book a tour.
 */
export function ClaimDiscountSection({
  gym,
  id,
  offerLive,
}: {
  gym: GymLocation;
  id: string;
  /** While an offer runs here the form sends its code; otherwise the team follows the lead up. */
  offerLive: boolean;
}) {
  const background = discountBackground(gym);
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      data-background={background}
      className="relative isolate overflow-hidden bg-ink text-paper outline-none"
    >
      <Media name={background} decorative className="absolute! inset-0 -z-10 h-full! w-full opacity-60" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-ink via-ink/90 to-ink/40"
      />
      <Container className="grid gap-10 py-(--spacing-section) lg:grid-cols-[1fr_1.3fr] lg:items-start">
        <div>
          <h2 id={`${id}-heading`} className="font-display text-h2">
            {/* No offer runs: nothing promises a code (issue 32). */}
            {offerLive ? "CLAIM YOUR DISCOUNT CODE" : "ASK US ABOUT JOINING"}
          </h2>
          <p className="mt-6 font-display text-2xl font-bold uppercase text-signal">
            Interested in joining the gym?
          </p>
          <p className="mt-3 max-w-md text-lg leading-relaxed text-mist">
            {offerLive
              ? "Fill out the form below to receive a text with a discount code, as well as a link to book a tour of the gym."
              : "Leave your details and the team will call you back to answer your questions, with a link to book a tour of the gym."}
          </p>
        </div>
        <div className="bg-ink/80 p-5 ring-1 ring-paper/15 backdrop-blur-sm sm:p-8">
          <DiscountForm tone="dark" offerLive={offerLive} />
        </div>
      </Container>
    </section>
  );
}
