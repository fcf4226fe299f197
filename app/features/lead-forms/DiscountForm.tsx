import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { findableGyms } from "~/content/gyms";
import { z } from "~/lib/zod";
import { HONEYPOT_FIELD } from "../../../contracts/rules";
import { HoneypotField, SelectField } from "../forms/fields";
import { PersonFields } from "../forms/PersonFields";
import { LeadFormActions } from "./LeadFormActions";
import { emailRule, honeypotRule, phoneRule, requiredText } from "./rules";
import { useLeadSubmission } from "./use-lead-submission";

export const FIELD_REQUIRED = "This field is required";

/** SPEC §5: the gym choice offers the two 24/7 gyms only (Welling and Greenwich), never the studio. */
const discountGyms = findableGyms.map((gym) => gym.formName) as ["novogreenwich", "novowelling"];

const schema = z.object({
  firstName: requiredText(FIELD_REQUIRED),
  lastName: requiredText(FIELD_REQUIRED),
  email: emailRule(FIELD_REQUIRED),
  phone: phoneRule(FIELD_REQUIRED),
  gym: z.enum(discountGyms, { error: FIELD_REQUIRED }),
  ...honeypotRule,
});
type DiscountInput = z.input<typeof schema>;
type DiscountValues = z.output<typeof schema>;

/** The discount-code request (SPEC §2 'CLAIM YOUR DISCOUNT CODE', §5 discount form, §7 lead call). */
export function DiscountForm({ tone = "dark" }: { tone?: "light" | "dark" }) {
  const { status, failed, submit } = useLeadSubmission();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DiscountInput, unknown, DiscountValues>({
    resolver: zodResolver(schema),
    // SPEC §5: validation runs on submit and re-validates on change.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      // The disabled placeholder: no gym yet, which the schema refuses with the required message.
      gym: "" as DiscountInput["gym"],
      [HONEYPOT_FIELD]: "",
    },
  });

  const onSubmit = (values: DiscountValues) =>
    submit({
      gymName: values.gym,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phoneNum: values.phone,
      honeypot: values[HONEYPOT_FIELD],
    });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Claim your discount code"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <PersonFields field={register} errors={errors} phone={{ name: "phone", label: "Phone" }} tone={tone} />
      <SelectField
        label="Gym"
        tone={tone}
        wrapperClassName="sm:col-span-2"
        error={errors.gym?.message}
        {...register("gym")}
      >
        <option value="" disabled>
          Choose your Gym
        </option>
        {findableGyms.map((gym) => (
          <option key={gym.formName} value={gym.formName}>
            {gym.shortName}
          </option>
        ))}
      </SelectField>
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <LeadFormActions status={status} failed={failed} submitLabel="Send my code" tone={tone} />
    </form>
  );
}
