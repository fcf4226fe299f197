import { HoneypotField, SelectField } from "#app/features/forms/fields.tsx";
import { PersonFields } from "#app/features/forms/PersonFields.tsx";
import { useLeadSend } from "#app/features/forms/send.ts";
import { useForm } from "#app/features/forms/use-form.ts";
import { useGyms } from "#app/lib/use-gyms.ts";
import { isFindable } from "#contracts/content/gym-location.ts";
import { LeadFormActions } from "./LeadFormActions";

/** The discount-code request (SPEC §2 'CLAIM YOUR DISCOUNT CODE', §5 discount form, §7 lead call). */
export function DiscountForm({
  tone = "dark",
  offerLive,
}: {
  tone?: "light" | "dark";
  /** Does an offer run here? Without one the form asks for a call back and promises no code (issue 32). */
  offerLive: boolean;
}) {
  // SPEC §5: validation runs on submit and re-validates on change.
  const form = useForm("discount", { revalidate: "change", send: useLeadSend() });

  return (
    <form
      key={form.formKey}
      {...form.formProps}
      aria-label={offerLive ? "Claim your discount code" : "Ask us about joining"}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <input {...form.formIdField} />
      <input {...form.landingField} />
      <PersonFields
        initial={form.initial}
        errors={form.errors}
        phone={{ name: "phone", label: "Phone" }}
        tone={tone}
      />
      {/* SPEC §5: the open 24/7 gyms only, behind a disabled placeholder that starts selected. */}
      <SelectField
        label="Gym"
        name="gym"
        aria-required
        tone={tone}
        wrapperClassName="sm:col-span-2"
        error={form.errors.gym}
        defaultValue={form.initial("gym")}
      >
        <option value="" disabled>
          Choose your Gym
        </option>
        {useGyms()
          .filter(isFindable)
          .map((gym) => (
            <option key={gym.formName} value={gym.formName}>
              {gym.shortName}
            </option>
          ))}
      </SelectField>
      <HoneypotField defaultValue="" />
      <LeadFormActions
        phase={form.phase}
        failed={form.failed}
        submitLabel={offerLive ? "Send my code" : "Call me back"}
        tone={tone}
      />
    </form>
  );
}
