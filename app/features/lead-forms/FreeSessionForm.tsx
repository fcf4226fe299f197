import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { gymBySlug } from "~/content/gyms";
import { z } from "~/lib/zod";
import { HONEYPOT_FIELD } from "../../../contracts/rules";
import { HoneypotField } from "../forms/fields";
import { PersonFields } from "../forms/PersonFields";
import { FIELD_REQUIRED } from "./DiscountForm";
import { LeadFormActions } from "./LeadFormActions";
import { emailRule, honeypotRule, phoneRule, requiredText } from "./rules";
import { useLeadSubmission } from "./use-lead-submission";

const armory = gymBySlug("armory");

const schema = z.object({
  firstName: requiredText(FIELD_REQUIRED),
  lastName: requiredText(FIELD_REQUIRED),
  email: emailRule(FIELD_REQUIRED),
  phoneNumber: phoneRule(FIELD_REQUIRED),
  ...honeypotRule,
});
type FreeSessionInput = z.input<typeof schema>;
type FreeSessionValues = z.output<typeof schema>;

/** The Armory free-session form (SPEC §5): a lead with gymName fixed to novoarmory. */
export function FreeSessionForm({ tone = "dark" }: { tone?: "light" | "dark" }) {
  const { status, failed, submit } = useLeadSubmission();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FreeSessionInput, unknown, FreeSessionValues>({
    resolver: zodResolver(schema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { firstName: "", lastName: "", email: "", phoneNumber: "", [HONEYPOT_FIELD]: "" },
  });

  const onSubmit = (values: FreeSessionValues) =>
    submit({
      gymName: armory.formName,
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
      aria-label={`Book a free session at ${armory.name}`}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <PersonFields
        field={register}
        errors={errors}
        phone={{ name: "phoneNumber", label: "Phone number" }}
        tone={tone}
      />
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <LeadFormActions status={status} failed={failed} submitLabel="Book my free session" tone={tone} />
    </form>
  );
}
