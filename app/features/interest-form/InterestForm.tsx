import { FailureNotice } from "#app/features/forms/FailureNotice.tsx";
import { HoneypotField, SelectField } from "#app/features/forms/fields.tsx";
import { PersonFields } from "#app/features/forms/PersonFields.tsx";
import { Spinner } from "#app/features/forms/Spinner.tsx";
import { SubmitButton } from "#app/features/forms/SubmitButton.tsx";
import { sendJson } from "#app/features/forms/send.ts";
import { ThankYou } from "#app/features/forms/ThankYou.tsx";
import { useForm } from "#app/features/forms/use-form.ts";
import { apiPaths } from "#contracts/api.ts";
import {
  discoveryOptions,
  discoveryPlaceholder,
  type InterestPageCopy,
} from "#contracts/content/interest.ts";

export type InterestVariant = "retreat" | "prep";

interface InterestFormProps {
  variant: InterestVariant;
  copy: InterestPageCopy["thankYou"];
  submitLabel?: string;
}

const send = sendJson(apiPaths.interest, { apiKey: true, failureLog: "Interest registration failed" });

/**
 * The register-interest form of /retreat and /meal-prep (SPEC §3, §5). One form, two variants: the retreat
 * also asks how the visitor found us and sends the phone number as both phoneNum and phone.
 */
export function InterestForm({ variant, copy, submitLabel = "Register now" }: InterestFormProps) {
  // SPEC §5: errors are recalculated on each submit only.
  const form = useForm(`${variant}-interest`, { revalidate: "submit", send });

  if (form.phase === "submitted") {
    return (
      <ThankYou heading={copy.heading} text={copy.text} resetLabel="Register Again" onReset={form.again} />
    );
  }

  return (
    <form key={form.formKey} {...form.formProps} className="relative" aria-label="Register your interest">
      <input {...form.formIdField} />
      <input {...form.landingField} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields
          initial={form.initial}
          errors={form.errors}
          phone={{ name: "phone", label: "Phone number" }}
        />
        {variant === "retreat" ? (
          <SelectField
            label="How did you hear about us?"
            name="discovery"
            wrapperClassName="sm:col-span-2"
            aria-required
            error={form.errors.discovery}
            defaultValue={form.initial("discovery") || discoveryPlaceholder}
          >
            {/* Required, but its placeholder has a value ('Default', SPEC): our check says it, in every state. */}
            <option value={discoveryPlaceholder}>{discoveryPlaceholder}</option>
            {discoveryOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <HoneypotField defaultValue="" />
      <div className="mt-8">
        {form.phase === "submitting" ? (
          <Spinner label="Sending" />
        ) : (
          <SubmitButton variant="dark" size="lg" className="w-full sm:w-auto">
            {submitLabel}
          </SubmitButton>
        )}
      </div>
      {form.failed ? <FailureNotice /> : null}
    </form>
  );
}
