import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { gymByFormName } from "~/content/gyms";
import { useFormSubmission } from "~/features/forms/use-form-submission";
import { postJson } from "~/lib/api-client";
import { requiredText, z } from "~/lib/zod";
import { apiPaths } from "../../../contracts/api";
import type { EnquiryPayload } from "../../../contracts/payloads";
import { enquiryGyms, HONEYPOT_FIELD, isValidPhone, SIMPLE_EMAIL_PATTERN } from "../../../contracts/rules";
import { FailureNotice } from "../forms/FailureNotice";
import { HoneypotField, SelectField, TextAreaField, TextField } from "../forms/fields";
import { PersonFields } from "../forms/PersonFields";
import { Spinner } from "../forms/Spinner";
import { SubmitButton } from "../forms/SubmitButton";
import { ThankYou } from "../forms/ThankYou";

/** SPEC §5 contact form, every message exactly. */
export const enquiryMessages = {
  gym: "Please select a gym",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number",
  firstName: "First name is required",
  lastName: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  subject: "Subject is required",
  message: "Message is required",
} as const;
const m = enquiryMessages;

const schema = z.object({
  // The placeholder ("", the default) is not a gym.
  gym: z.enum(enquiryGyms, { error: m.gym }),
  phoneNum: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: m.phoneRequired }),
      z.refine(isValidPhone, { error: m.phoneInvalid }),
    ),
  firstName: requiredText(m.firstName),
  lastName: requiredText(m.lastName),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: m.emailRequired }),
      z.regex(SIMPLE_EMAIL_PATTERN, { error: m.emailInvalid }),
    ),
  subject: requiredText(m.subject),
  message: requiredText(m.message),
  [HONEYPOT_FIELD]: z.optional(z.string()),
});
type EnquiryInput = z.input<typeof schema>;
type EnquiryValues = z.output<typeof schema>;

const emptyValues: EnquiryInput = {
  gym: "" as EnquiryInput["gym"],
  phoneNum: "",
  firstName: "",
  lastName: "",
  email: "",
  subject: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};

export function enquiryBody(values: EnquiryValues): EnquiryPayload {
  const body: EnquiryPayload = {
    gym: values.gym,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phoneNum: values.phoneNum,
    subject: values.subject,
    message: values.message,
  };
  if (values[HONEYPOT_FIELD]) body[HONEYPOT_FIELD] = values[HONEYPOT_FIELD];
  return body;
}

/**
 * The contact page's enquiry form (SPEC §4: editing, submitting with a spinner, thank-you with a reset).
 * A failed send returns to editing with deviation 2's notice and every field kept.
 */
export function EnquiryForm() {
  const { phase, failed, send, again } = useFormSubmission("Error sending enquiry");
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EnquiryInput, unknown, EnquiryValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues,
  });

  async function onSubmit(values: EnquiryValues) {
    await send(() => postJson(apiPaths.enquiry, enquiryBody(values), { apiKey: true }));
  }

  if (phase === "submitted") {
    return (
      <ThankYou
        heading="Thank you for your message"
        text="The team will get back to you as soon as they can, usually within one working day."
        resetLabel="SEND ANOTHER MESSAGE"
        onReset={() => {
          reset(emptyValues);
          again();
        }}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Send us a message"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <SelectField
        label="Gym"
        wrapperClassName="sm:col-span-2"
        error={errors.gym?.message}
        {...register("gym")}
      >
        <option value="">Select a gym</option>
        {enquiryGyms.map((formName) => (
          <option key={formName} value={formName}>
            {gymByFormName(formName)?.name ?? formName}
          </option>
        ))}
      </SelectField>
      <PersonFields field={register} errors={errors} phone={{ name: "phoneNum", label: "Phone number" }} />
      <TextField
        label="Subject"
        wrapperClassName="sm:col-span-2"
        error={errors.subject?.message}
        {...register("subject")}
      />
      <TextAreaField
        label="Message"
        wrapperClassName="sm:col-span-2"
        error={errors.message?.message}
        {...register("message")}
      />
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <div className="sm:col-span-2">
        {phase === "submitting" ? (
          <Spinner label="Sending" />
        ) : (
          <SubmitButton variant="dark" size="lg" className="w-full sm:w-auto">
            Send message
          </SubmitButton>
        )}
        {failed ? <FailureNotice /> : null}
      </div>
    </form>
  );
}
