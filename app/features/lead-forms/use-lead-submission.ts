import { useState } from "react";
import { useNavigate } from "react-router";
import { defaultGym, gymByFormName } from "~/content/gyms";
import { postJson } from "~/lib/api-client";
import { apiPaths } from "../../../contracts/api";
import type { LeadPayload } from "../../../contracts/payloads";
import { HONEYPOT_FIELD } from "../../../contracts/rules";

/** SPEC §4 lead forms: idle, submitting, submitted. */
export type LeadStatus = "idle" | "submitting" | "submitted";

export interface LeadInput {
  gymName: LeadPayload["gymName"];
  firstName: string;
  lastName: string;
  email: string;
  phoneNum: string;
  /** The honeypot's value; sent only when something filled it. */
  honeypot?: string;
}

/** The body of SPEC §7 exactly (source is always 'website'), plus the honeypot when a bot filled it. */
export function leadBody(input: LeadInput): LeadPayload {
  const body: LeadPayload = {
    gymName: input.gymName,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    phoneNum: input.phoneNum.trim(),
    source: "website",
  };
  if (input.honeypot) body[HONEYPOT_FIELD] = input.honeypot;
  return body;
}

/**
 * Sends a lead and then takes the visitor to the chosen gym's sign-up route. SPEC §4 and §8: that happens
 * even when the server answers with an error status; only a network failure keeps them on the form, where
 * deviation 2's notice shows and every field stays as typed.
 */
export function useLeadSubmission() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<LeadStatus>("idle");
  const [failed, setFailed] = useState(false);

  async function submit(input: LeadInput): Promise<void> {
    setStatus("submitting");
    setFailed(false);
    const result = await postJson(apiPaths.lead, leadBody(input), { apiKey: true });
    if (result.kind === "network-error") {
      console.error("Error sending lead", result.error);
      setStatus("idle");
      setFailed(true);
      return;
    }
    if (result.kind === "http-error") console.error(`Lead answered ${result.status}`);
    setStatus("submitted");
    const gym = gymByFormName(input.gymName) ?? defaultGym;
    navigate(gym.signUpLink);
  }

  return { status, failed, submit };
}
