/**
 * A passkey step's answer to the page's script (passkeys.browser.ts): JSON, with the refusal's status, and
 * never cached. Only what contracts/staff-passkeys.ts names goes in it.
 */
import type { PasskeyAnswer } from "#contracts/staff-passkeys.ts";

export function passkeyResponse(answer: PasskeyAnswer, headers?: Headers): Response {
  return Response.json(answer, { status: answer.ok ? 200 : answer.status, headers });
}

/** A form the script could not have sent: the field at fault, as every staff form names it. */
export function passkeyBadInput(message: string): Response {
  return passkeyResponse({ ok: false, status: 400, message });
}
