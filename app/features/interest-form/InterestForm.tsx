import { discoveryOptions, discoveryPlaceholder, type InterestPageCopy } from "~/content/interest";
import { FailureNotice } from "~/features/forms/FailureNotice";
import { HoneypotField, SelectField } from "~/features/forms/fields";
import { PersonFields } from "~/features/forms/PersonFields";
import { Spinner } from "~/features/forms/Spinner";
import { SubmitButton } from "~/features/forms/SubmitButton";
import { ThankYou } from "~/features/forms/ThankYou";
import { useFormSubmission } from "~/features/forms/use-form-submission";
import { postJson } from "~/lib/api-client";
import { useFormState } from "~/lib/use-form-state";
import { apiPaths } from "../../../contracts/api";
import {
  emptyInterestValues,
  type InterestValues,
  type InterestVariant,
  interestPayload,
  validateInterest,
} from "./validation";

interface InterestFormProps {
  variant: InterestVariant;
  copy: InterestPageCopy["thankYou"];
  submitLabel?: string;
}

/**
 * The register-interest form of /retreat and /meal-prep (SPEC §3, §5). One form, two variants: the retreat
 * also asks how the visitor found us and sends the phone number as both phoneNum and phone.
 */
export function InterestForm({ variant, copy, submitLabel = "Register now" }: InterestFormProps) {
  const { phase, failed, send, again } = useFormSubmission("Interest registration failed");
  const { errors, field, submit, reset, formRef } = useFormState(
    emptyInterestValues,
    (values: InterestValues) => validateInterest(values, variant),
  );

  const onSubmit = submit(async (values) => {
    await send(() => postJson(apiPaths.interest, interestPayload(values, variant), { apiKey: true }));
  });

  if (phase === "submitted") {
    return (
      <ThankYou
        heading={copy.heading}
        text={copy.text}
        resetLabel="Register Again"
        onReset={() => {
          reset();
          again();
        }}
      />
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="relative"
      aria-label="Register your interest"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields field={field} errors={errors} phone={{ name: "phone", label: "Phone number" }} />
        {variant === "retreat" ? (
          <SelectField
            label="How did you hear about us?"
            wrapperClassName="sm:col-span-2"
            error={errors.discovery}
            {...field("discovery")}
          >
            <option value={discoveryPlaceholder}>{discoveryPlaceholder}</option>
            {discoveryOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <HoneypotField {...field("faxNumber")} />
      <div className="mt-8">
        {phase === "submitting" ? (
          <Spinner label="Sending" />
        ) : (
          <SubmitButton variant="dark" size="lg" className="w-full sm:w-auto">
            {submitLabel}
          </SubmitButton>
        )}
      </div>
      {failed ? <FailureNotice /> : null}
    </form>
  );
}
