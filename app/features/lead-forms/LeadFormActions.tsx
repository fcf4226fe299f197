import type { ReactNode } from "react";
import { FailureNotice } from "../forms/FailureNotice";
import { Spinner } from "../forms/Spinner";
import { SubmitButton } from "../forms/SubmitButton";
import type { LeadStatus } from "./use-lead-submission";

interface LeadFormActionsProps {
  status: LeadStatus;
  failed: boolean;
  submitLabel: ReactNode;
  tone?: "light" | "dark";
}

/** The foot of every lead form: the submit button, the spinner while sending, the hand-over message. */
export function LeadFormActions({ status, failed, submitLabel, tone = "light" }: LeadFormActionsProps) {
  return (
    <div className="sm:col-span-2">
      {status === "idle" ? (
        <SubmitButton variant={tone === "dark" ? "primary" : "dark"} size="lg" className="w-full sm:w-auto">
          {submitLabel}
        </SubmitButton>
      ) : status === "submitting" ? (
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
