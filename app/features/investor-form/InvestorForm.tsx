import { Icon } from "#app/components/icons/Icon.tsx";
import { FailureNotice } from "#app/features/forms/FailureNotice.tsx";
import { HoneypotField, TextField } from "#app/features/forms/fields.tsx";
import { Spinner } from "#app/features/forms/Spinner.tsx";
import { SubmitButton } from "#app/features/forms/SubmitButton.tsx";
import { sendJson } from "#app/features/forms/send.ts";
import { ThankYou } from "#app/features/forms/ThankYou.tsx";
import { useForm } from "#app/features/forms/use-form.ts";
import { apiPaths } from "#contracts/api.ts";
import { type InvestorFormCopy, investorPackFile } from "#contracts/content/franchising.ts";
import { downloadInvestorPack } from "./download";

interface InvestorFormProps {
  /** The button and thank-you text (the franchising page's loader data). */
  copy: InvestorFormCopy;
  /** Injected in tests; starts the PDF download. */
  onDownload?: () => void;
}

// SPEC §7: the investor call is the one sent without the API key.
const post = sendJson(apiPaths.investor, { failureLog: "Investor enquiry failed" });

/**
 * The franchising page's investor-pack form (SPEC §4, §5, §7): on success the pack downloads and the
 * thank-you view offers DOWNLOAD AGAIN, which resets the form. After a native post (no JavaScript) the
 * thank-you view's link is how the pack is fetched.
 */
export function InvestorForm({ copy, onDownload = downloadInvestorPack }: InvestorFormProps) {
  const form = useForm("investor", {
    revalidate: "submit",
    send: async (body) => {
      const outcome = await post(body);
      if (outcome.kind === "sent") onDownload();
      return outcome;
    },
  });

  if (form.phase === "submitted") {
    return (
      <ThankYou
        tone="dark"
        heading={copy.thankYou.heading}
        text={copy.thankYou.text}
        resetLabel="DOWNLOAD AGAIN"
        onReset={form.again}
      >
        <p className="mt-4">
          <a
            href={investorPackFile.href}
            download={investorPackFile.fileName}
            className="inline-flex items-center gap-2 font-semibold text-paper underline decoration-signal decoration-2 underline-offset-4"
          >
            <Icon name="file-down" aria-hidden="true" className="h-5 w-5 text-signal" />
            Open the investor pack (PDF)
          </a>
        </p>
      </ThankYou>
    );
  }

  const { errors, initial } = form;
  return (
    <form key={form.formKey} {...form.formProps} className="relative" aria-label="Request the investor pack">
      <input {...form.formIdField} />
      <input {...form.landingField} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          tone="dark"
          label="First name"
          name="firstName"
          autoComplete="given-name"
          aria-required
          error={errors.firstName}
          defaultValue={initial("firstName")}
        />
        <TextField
          tone="dark"
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          aria-required
          error={errors.lastName}
          defaultValue={initial("lastName")}
        />
        <TextField
          tone="dark"
          label="Phone number"
          name="phoneNum"
          type="tel"
          autoComplete="tel"
          aria-required
          error={errors.phoneNum}
          defaultValue={initial("phoneNum")}
        />
        <TextField
          tone="dark"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          aria-required
          error={errors.email}
          defaultValue={initial("email")}
        />
      </div>
      <HoneypotField defaultValue="" />
      <div className="mt-8">
        {form.phase === "submitting" ? (
          <Spinner label="Sending" tone="dark" />
        ) : (
          <SubmitButton variant="primary" size="lg" className="w-full sm:w-auto">
            {copy.form.buttonLabel}
          </SubmitButton>
        )}
      </div>
      {form.failed ? <FailureNotice tone="dark" /> : null}
    </form>
  );
}
