import { Container } from "#app/components/ui/Section.tsx";
import { FreeSessionForm } from "#app/features/lead-forms/FreeSessionForm.tsx";

/** The free-session form's section on the Armory page; `trialSummary` names the free trial (loader data). */
export function FreeSessionSection({
  id,
  trialSummary,
  studio,
}: {
  id: string;
  trialSummary: string;
  studio: { name: string; shortName: string; formName: string };
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className="bg-ink py-(--spacing-section) text-paper outline-none"
    >
      <Container className="grid gap-10 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <h2 id={`${id}-heading`} className="font-display text-h2">
            Book a free session
          </h2>
          <p className="mt-6 font-display text-2xl font-bold uppercase text-signal">{trialSummary}</p>
          <p className="mt-3 max-w-md text-lg leading-relaxed text-mist">
            Leave your details and we will take you to the {studio.shortName} sign-up, where you can pick your
            first classes.
          </p>
        </div>
        <FreeSessionForm tone="dark" studio={studio} />
      </Container>
    </section>
  );
}
