import type { ReactNode } from "react";
import { FailureNotice } from "#app/features/forms/FailureNotice.tsx";
import { Spinner } from "#app/features/forms/Spinner.tsx";
import { SubmitButton } from "#app/features/forms/SubmitButton.tsx";
import type { SubmissionPhase } from "#app/features/forms/use-form.ts";

interface LeadFormActionsProps {
  phase: SubmissionPhase;
  failed: boolean;
  submitLabel: ReactNode;
  tone?: "light" | "dark";
}

/** The foot of every lead form: the submit button, the spinner while sending, the hand-over message. */
export function LeadFormActions({ phase, failed, submitLabel, tone = "light" }: LeadFormActionsProps) {
  return (
    <div className="sm:col-span-2">
      {phase === "editing" ? (
        <SubmitButton variant={tone === "dark" ? "primary" : "dark"} size="lg" className="w-full sm:w-auto">
          {submitLabel}
        </SubmitButton>
      ) : phase === "submitting" ? (
        <Spinner label="Sending" tone={tone} />
      ) : (
        <p role="status" className="min-h-12 py-3 font-semibold">
          Thank you. Taking you to sign-up…
        </p>
      )}
      {failed ? <FailureNotice tone={tone} /> : null}
    </div>
  );
}
