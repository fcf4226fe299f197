/**
 * A passkey sign-in (issue 43.5): the sign-in page's script posts `step=options` (counted against the client
 * like a link request), gives the browser the options, then posts `step=verify` with its answer. A resource
 * route: JSON answers, and the session's cookie on success. Its posts pass the staff Origin rule
 * (server/staff/routes.ts); there is no session yet, so no CSRF token to carry.
 */
import { formFields, returnCookie, returnPathFrom, staffContext } from "#app/features/staff/guard.server.ts";
import { passkeyBadInput, passkeyResponse } from "#app/features/staff/passkeys/answer.server.ts";
import { checkForm } from "#contracts/staff.ts";
import { passkeyResponseSchema } from "#contracts/staff-passkeys.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/passkey-sign-in";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formFields(request);
  const staff = staffContext(context);
  if (form.step === "options") return passkeyResponse(await staff.passkeySignInOptions());
  if (form.step !== "verify") return passkeyBadInput("step: must be options or verify");
  const checked = checkForm(passkeyResponseSchema, form);
  if (!checked.ok) return passkeyBadInput(checked.message);
  const signedIn = await staff.signInWithPasskey(checked.value.response);
  if (!("cookie" in signedIn)) return passkeyResponse(signedIn);
  const headers = new Headers({ "set-cookie": signedIn.cookie });
  // A lead's page the sign-in page was sent from (the notification's links) is where it returns to.
  const back = returnPathFrom(request);
  if (back) headers.append("set-cookie", returnCookie(null));
  return passkeyResponse({ ok: true, done: true, location: back ?? staffUrls.home }, headers);
}
