import { FileDown } from "lucide-react";
import { franchisingCopy, investorPack } from "~/content/franchising";
import { FailureNotice } from "~/features/forms/FailureNotice";
import { HoneypotField, TextField } from "~/features/forms/fields";
import { Spinner } from "~/features/forms/Spinner";
import { SubmitButton } from "~/features/forms/SubmitButton";
import { ThankYou } from "~/features/forms/ThankYou";
import { useFormSubmission } from "~/features/forms/use-form-submission";
import { postJson } from "~/lib/api-client";
import { useFormState } from "~/lib/use-form-state";
import { apiPaths } from "../../../contracts/api";
import { downloadInvestorPack } from "./download";
import { emptyInvestorValues, investorPayload, validateInvestor } from "./validation";

interface InvestorFormProps {
  /** Injected in tests; starts the PDF download. */
  onDownload?: () => void;
}

/**
 * The franchising page's investor-pack form (SPEC §4, §5, §7): sent without the API key; on success the
 * pack downloads and the thank-you view offers DOWNLOAD AGAIN, which resets the form.
 */
export function InvestorForm({ onDownload = downloadInvestorPack }: InvestorFormProps) {
  const { phase, failed, send, again } = useFormSubmission("Investor enquiry failed");
  const { errors, field, submit, reset, formRef } = useFormState(emptyInvestorValues, validateInvestor);

  const onSubmit = submit(async (values) => {
    if (await send(() => postJson(apiPaths.investor, investorPayload(values)))) onDownload();
  });

  if (phase === "submitted") {
    return (
      <ThankYou
        tone="dark"
        heading={franchisingCopy.thankYou.heading}
        text={franchisingCopy.thankYou.text}
        resetLabel="DOWNLOAD AGAIN"
        onReset={() => {
          reset();
          again();
        }}
      >
        <p className="mt-4">
          <a
            href={investorPack.href}
            download={investorPack.fileName}
            className="inline-flex items-center gap-2 font-semibold text-paper underline decoration-signal decoration-2 underline-offset-4"
          >
            <FileDown aria-hidden="true" className="h-5 w-5 text-signal" />
            Open the investor pack (PDF)
          </a>
        </p>
      </ThankYou>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="relative"
      aria-label="Request the investor pack"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          tone="dark"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName}
          {...field("firstName")}
        />
        <TextField
          tone="dark"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName}
          {...field("lastName")}
        />
        <TextField
          tone="dark"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          error={errors.phoneNum}
          {...field("phoneNum")}
        />
        <TextField
          tone="dark"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          {...field("email")}
        />
      </div>
      <HoneypotField {...field("faxNumber")} />
      <div className="mt-8">
        {phase === "submitting" ? (
          <Spinner label="Sending" tone="dark" />
        ) : (
          <SubmitButton variant="primary" size="lg" className="w-full sm:w-auto">
            {franchisingCopy.form.buttonLabel}
          </SubmitButton>
        )}
      </div>
      {failed ? <FailureNotice tone="dark" /> : null}
    </form>
  );
}
