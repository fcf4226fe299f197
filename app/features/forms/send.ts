import { useNavigate } from "react-router";
import { landingHeader, leadAttributed } from "#app/features/attribution/landing.ts";
import { postJson } from "#app/lib/api-client.ts";
import { useGyms } from "#app/lib/use-gyms.ts";
import { apiPaths } from "#contracts/api.ts";
import type { SendOutcome } from "./use-form";

/**
 * The JSON call of a form that ends on a thank-you (enquiry, investor, interest): ok is sent; a 400 that
 * names fields shows them beside the fields; anything else is deviation 2's failure notice.
 */
export function sendJson(path: string, options: { apiKey?: boolean; failureLog: string }) {
  return async (body: object): Promise<SendOutcome> => {
    const result = await postJson(path, body, { apiKey: options.apiKey, landing: landingHeader(false) });
    if (result.kind === "ok") return { kind: "sent" };
    console.warn(options.failureLog, result.kind === "http-error" ? result.status : result.error);
    if (result.kind === "http-error" && result.problems?.length)
      return { kind: "invalid", problems: result.problems };
    return { kind: "failed" };
  };
}

/**
 * The lead call (SPEC §4, §7, §8): then on to the chosen gym's sign-up route, even when the server answers
 * with an error status; only a network failure keeps the visitor on the form, with the notice.
 */
export function useLeadSend() {
  const navigate = useNavigate();
  const gyms = useGyms();
  return async (body: object): Promise<SendOutcome> => {
    const gymName = (body as { gymName?: string }).gymName ?? "";
    const result = await postJson(apiPaths.lead, body, { apiKey: true, landing: landingHeader(true) });
    if (result.kind === "network-error") {
      console.error("Error sending lead", result.error);
      return { kind: "failed" };
    }
    // The landing is used up only by a lead stored; a refused one leaves it for the visitor's next try.
    if (result.kind === "ok") leadAttributed();
    if (result.kind === "http-error") console.error(`Lead answered ${result.status}`);
    navigate((gyms.find((gym) => gym.formName === gymName) ?? gyms[0])?.signUpLink ?? "/");
    return { kind: "sent" };
  };
}
