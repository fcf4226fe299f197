import { HoneypotField, SelectField, TextField } from "#app/features/forms/fields.tsx";
import { PersonFields } from "#app/features/forms/PersonFields.tsx";
import { useLeadSend } from "#app/features/forms/send.ts";
import { useForm } from "#app/features/forms/use-form.ts";
import { useGyms } from "#app/lib/use-gyms.ts";
import { LeadFormActions } from "./LeadFormActions";

/** SPEC §3: where the visitor heard about us; collected, not sent. */
export const hearAboutUsOptions = ["Social Media", "Friend", "Website", "Other"] as const;

/**
 * The join form (SPEC §2, §5): pick a gym (preselected from the page) and the rest of the form appears;
 * on submit it sends a lead and moves on to that gym's sign-up page. An error clears as soon as its field
 * is edited, and comes back only on the next submit. The rest of the form is in the HTML and hidden by CSS
 * while the placeholder is chosen, so it appears before hydration and without JavaScript too.
 */
export function JoinForm({
  preselected,
  tone = "light",
}: {
  /** A place's form name. */
  preselected?: string;
  tone?: "light" | "dark";
}) {
  const form = useForm("join", { revalidate: "clear", send: useLeadSend() });
  const initial = (name: string) => form.initial(name) || (name === "gym" ? (preselected ?? "") : "");

  return (
    <form
      key={form.formKey}
      {...form.formProps}
      aria-label="Join Novo"
      className="group relative grid gap-5 sm:grid-cols-2"
    >
      <input {...form.formIdField} />
      <input {...form.landingField} />
      <SelectField
        label="Gym"
        name="gym"
        aria-required
        tone={tone}
        wrapperClassName="sm:col-span-2"
        error={form.errors.gym}
        defaultValue={initial("gym")}
      >
        <option value="" disabled data-placeholder="">
          Choose your Gym
        </option>
        {useGyms().map((gym) => (
          <option key={gym.formName} value={gym.formName}>
            {gym.name}
          </option>
        ))}
      </SelectField>
      <p
        className={`hidden group-has-[option[data-placeholder]:checked]:block sm:col-span-2 ${tone === "dark" ? "text-mist" : "text-steel"}`}
      >
        Choose a gym to see the rest of the form.
      </p>
      <div
        data-join-rest=""
        className="grid gap-5 sm:col-span-2 sm:grid-cols-2 group-has-[option[data-placeholder]:checked]:hidden"
      >
        <PersonFields
          initial={initial}
          errors={form.errors}
          phone={{ name: "phoneNumber", label: "Phone number" }}
          tone={tone}
        />
        <TextField
          label="Address line 1 (optional)"
          name="address1"
          autoComplete="address-line1"
          tone={tone}
          defaultValue={initial("address1")}
        />
        <TextField
          label="Address line 2 (optional)"
          name="address2"
          autoComplete="address-line2"
          tone={tone}
          defaultValue={initial("address2")}
        />
        <TextField
          label="Postcode (optional)"
          name="postcode"
          autoComplete="postal-code"
          tone={tone}
          defaultValue={initial("postcode")}
        />
        <SelectField
          label="How did you hear about us? (optional)"
          name="hearAboutUs"
          tone={tone}
          defaultValue={initial("hearAboutUs")}
        >
          <option value="">Choose an option</option>
          {hearAboutUsOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <HoneypotField defaultValue="" />
        <LeadFormActions
          phase={form.phase}
          failed={form.failed}
          submitLabel="Continue to sign-up"
          tone={tone}
        />
      </div>
    </form>
  );
}
