import { useState } from "react";
import type { PostResult } from "~/lib/api-client";

/** SPEC §4: a form is being edited, is being sent (spinner), or has been sent (thank-you). */
export type SubmissionPhase = "editing" | "submitting" | "submitted";

/**
 * The send cycle of the forms that end on a thank-you (enquiry, interest, investor). A failed send goes back
 * to editing with deviation 2's notice (`failed`); the form keeps every answer, since only the phase changes.
 */
export function useFormSubmission(failureLog: string) {
  const [phase, setPhase] = useState<SubmissionPhase>("editing");
  const [failed, setFailed] = useState(false);

  /** Sends, and says whether it went through. */
  async function send(post: () => Promise<PostResult>): Promise<boolean> {
    setFailed(false);
    setPhase("submitting");
    const result = await post();
    if (result.kind === "ok") {
      setPhase("submitted");
      return true;
    }
    console.warn(failureLog, result);
    setFailed(true);
    setPhase("editing");
    return false;
  }

  /** Back to an empty form after the thank-you (the caller resets its fields). */
  function again() {
    setFailed(false);
    setPhase("editing");
  }

  return { phase, failed, send, again };
}
