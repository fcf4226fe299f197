import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type FormName, gyms } from "~/content/gyms";
import { z } from "~/lib/zod";
import { formNames, HONEYPOT_FIELD } from "../../../contracts/rules";
import { HoneypotField, SelectField, TextField } from "../forms/fields";
import { PersonFields } from "../forms/PersonFields";
import { LeadFormActions } from "./LeadFormActions";
import { emailRule, honeypotRule, phoneRule, requiredText } from "./rules";
import { useLeadSubmission } from "./use-lead-submission";

export const JOIN_REQUIRED = "Required";
/** SPEC §3: where the visitor heard about us; collected, not sent. */
export const hearAboutUsOptions = ["Social Media", "Friend", "Website", "Other"] as const;

const schema = z.object({
  gym: z.enum(formNames, { error: JOIN_REQUIRED }),
  firstName: requiredText(JOIN_REQUIRED),
  lastName: requiredText(JOIN_REQUIRED),
  email: emailRule(JOIN_REQUIRED),
  phoneNumber: phoneRule(JOIN_REQUIRED),
  // Collected but not sent (SPEC §3): the lead call carries only the six fields of §7.
  address1: z.string(),
  address2: z.string(),
  postcode: z.string(),
  hearAboutUs: z.string(),
  ...honeypotRule,
});
type JoinInput = z.input<typeof schema>;
type JoinValues = z.output<typeof schema>;
type JoinField = keyof JoinInput;

/**
 * The join form (SPEC §2, §5): pick a gym (preselected from the page) and the rest of the form appears;
 * on submit it sends a lead and moves on to that gym's sign-up page. An error clears as soon as its field
 * is edited, and comes back only on the next submit.
 */
export function JoinForm({
  preselected,
  tone = "light",
}: {
  preselected?: FormName;
  tone?: "light" | "dark";
}) {
  const { status, failed, submit } = useLeadSubmission();
  const {
    register,
    handleSubmit,
    watch,
    clearErrors,
    formState: { errors },
  } = useForm<JoinInput, unknown, JoinValues>({
    resolver: zodResolver(schema),
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    defaultValues: {
      gym: (preselected ?? "") as FormName,
      firstName: "",
      lastName: "",
      email: "",
      phoneNumber: "",
      address1: "",
      address2: "",
      postcode: "",
      hearAboutUs: "",
      [HONEYPOT_FIELD]: "",
    },
  });
  const chosenGym = watch("gym");
  const field = (name: JoinField) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = (values: JoinValues) =>
    submit({
      gymName: values.gym,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phoneNum: values.phoneNumber,
      honeypot: values[HONEYPOT_FIELD],
    });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Join Novo"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <SelectField
        label="Gym"
        tone={tone}
        wrapperClassName="sm:col-span-2"
        error={errors.gym?.message}
        {...field("gym")}
      >
        <option value="" disabled>
          Choose your Gym
        </option>
        {gyms.map((gym) => (
          <option key={gym.formName} value={gym.formName}>
            {gym.name}
          </option>
        ))}
      </SelectField>
      {chosenGym ? (
        <>
          <PersonFields
            field={field}
            errors={errors}
            phone={{ name: "phoneNumber", label: "Phone number" }}
            tone={tone}
          />
          <TextField
            label="Address line 1 (optional)"
            autoComplete="address-line1"
            tone={tone}
            {...field("address1")}
          />
          <TextField
            label="Address line 2 (optional)"
            autoComplete="address-line2"
            tone={tone}
            {...field("address2")}
          />
          <TextField
            label="Postcode (optional)"
            autoComplete="postal-code"
            tone={tone}
            {...field("postcode")}
          />
          <SelectField label="How did you hear about us? (optional)" tone={tone} {...field("hearAboutUs")}>
            <option value="">Choose an option</option>
            {hearAboutUsOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
          <HoneypotField {...register(HONEYPOT_FIELD)} />
          <LeadFormActions status={status} failed={failed} submitLabel="Continue to sign-up" tone={tone} />
        </>
      ) : (
        <p className={`sm:col-span-2 ${tone === "dark" ? "text-mist" : "text-steel"}`}>
          Choose a gym to see the rest of the form.
        </p>
      )}
    </form>
  );
}
