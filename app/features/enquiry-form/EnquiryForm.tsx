import { FailureNotice } from "#app/features/forms/FailureNotice.tsx";
import { HoneypotField, SelectField, TextAreaField, TextField } from "#app/features/forms/fields.tsx";
import { PersonFields } from "#app/features/forms/PersonFields.tsx";
import { Spinner } from "#app/features/forms/Spinner.tsx";
import { SubmitButton } from "#app/features/forms/SubmitButton.tsx";
import { sendJson } from "#app/features/forms/send.ts";
import { ThankYou } from "#app/features/forms/ThankYou.tsx";
import { useForm } from "#app/features/forms/use-form.ts";
import { useGyms } from "#app/lib/use-gyms.ts";
import { apiPaths } from "#contracts/api.ts";
import { gymNameOf } from "#contracts/content/gym-location.ts";
import { choosableFormNames } from "#contracts/places.ts";

export { enquiryMessages } from "#contracts/forms/rules.ts";

const send = sendJson(apiPaths.enquiry, { apiKey: true, failureLog: "Error sending enquiry" });

/**
 * The contact page's enquiry form (SPEC §4: editing, submitting with a spinner, thank-you with a reset).
 * A failed send returns to editing with deviation 2's notice and every field kept. The gym choice offers
 * every open place (deviation 9: the studio too) behind its placeholder, the default SPEC §5 refuses.
 */
export function EnquiryForm() {
  const form = useForm("enquiry", { revalidate: "submit", send });
  const gyms = useGyms();

  if (form.phase === "submitted") {
    return (
      <ThankYou
        heading="Thank you for your message"
        text="The team will get back to you as soon as they can, usually within one working day."
        resetLabel="SEND ANOTHER MESSAGE"
        onReset={form.again}
      />
    );
  }

  return (
    <form
      key={form.formKey}
      {...form.formProps}
      aria-label="Send us a message"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <input {...form.formIdField} />
      <input {...form.landingField} />
      <SelectField
        label="Gym"
        name="gym"
        aria-required
        wrapperClassName="sm:col-span-2"
        error={form.errors.gym}
        defaultValue={form.initial("gym")}
      >
        <option value="" disabled>
          Select a gym
        </option>
        {choosableFormNames(gyms, "any").map((formName) => (
          <option key={formName} value={formName}>
            {gymNameOf(gyms, formName)}
          </option>
        ))}
      </SelectField>
      <PersonFields
        initial={form.initial}
        errors={form.errors}
        phone={{ name: "phoneNum", label: "Phone number" }}
      />
      <TextField
        label="Subject"
        name="subject"
        aria-required
        wrapperClassName="sm:col-span-2"
        error={form.errors.subject}
        defaultValue={form.initial("subject")}
      />
      <TextAreaField
        label="Message"
        name="message"
        aria-required
        wrapperClassName="sm:col-span-2"
        error={form.errors.message}
        defaultValue={form.initial("message")}
      />
      <HoneypotField defaultValue="" />
      <div className="sm:col-span-2">
        {form.phase === "submitting" ? (
          <Spinner label="Sending" />
        ) : (
          <SubmitButton variant="dark" size="lg" className="w-full sm:w-auto">
            Send message
          </SubmitButton>
        )}
        {form.failed ? <FailureNotice /> : null}
      </div>
    </form>
  );
}
