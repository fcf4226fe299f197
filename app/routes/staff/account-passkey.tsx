/**
 * Adding a passkey (issue 43.5): the account page's script posts the form (its CSRF token and the name) with
 * `step=options`, gives the browser the options, then posts `step=verify` with its answer. A resource route:
 * JSON answers. The challenge is bound to the signed-in address (server/staff/passkeys.ts).
 */
import { requireStaffPost, staffContext } from "#app/features/staff/guard.server.ts";
import { passkeyBadInput, passkeyResponse } from "#app/features/staff/passkeys/answer.server.ts";
import { checkForm } from "#contracts/staff.ts";
import { passkeyNameSchema, passkeyResponseSchema } from "#contracts/staff-passkeys.ts";
import type { Route } from "./+types/account-passkey";

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireStaffPost(request, context);
  const staff = staffContext(context);
  // The name is checked before the browser is asked, so a bad one never costs a trip to the authenticator.
  const named = checkForm(passkeyNameSchema, form);
  if (!named.ok) return passkeyBadInput(named.message);
  if (form.step === "options") return passkeyResponse(await staff.passkeyRegistrationOptions(user));
  if (form.step !== "verify") return passkeyBadInput("step: must be options or verify");
  const checked = checkForm(passkeyResponseSchema, form);
  if (!checked.ok) return passkeyBadInput(checked.message);
  return passkeyResponse(await staff.addPasskey(user, named.value.name, checked.value.response));
}
