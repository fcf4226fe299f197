import { Eyebrow } from "#app/components/ui/Heading.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { JoinForm } from "#app/features/lead-forms/JoinForm.tsx";
import { useCompany } from "#app/lib/use-gyms.ts";
import type { GymLocation } from "#contracts/content/gym-location.ts";

/** The join form (SPEC §2), preselected with this page's gym. */
export function JoinSection({ gym, id = "join" }: { gym?: GymLocation; id?: string }) {
  const company = useCompany();
  return (
    <Section tone="paper" id={id} aria-labelledby={`${id}-heading`}>
      <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <Eyebrow>Membership</Eyebrow>
          <h2 id={`${id}-heading`} className="font-display text-h2">
            Ready to join?
          </h2>
          <p className="mt-5 max-w-md text-lg leading-relaxed text-steel">
            Leave your details and we will take you straight to the membership sign-up
            {gym ? ` for ${gym.name}` : ""}.
            {company ? ` Members must be ${company.minimumAge} or over.` : null}
          </p>
        </div>
        <JoinForm preselected={gym?.formName} />
      </div>
    </Section>
  );
}
