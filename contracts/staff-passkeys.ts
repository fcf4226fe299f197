/**
 * Passkeys (issue 43.5, decision 0037): a way into the staff area that needs no mail. The server
 * (server/staff/passkeys.ts) runs the WebAuthn ceremonies; app/routes/staff show them and pass the browser's
 * JSON through as it came. What a page shows of a passkey, what its forms post, and what the ceremonies answer.
 */
import { z } from "zod";
import { singleLine } from "#contracts/fields.ts";

/** A passkey as its owner's page and management's staff page show it. */
export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** What a passkey may be called ("Work laptop"). */
export const PASSKEY_NAME_MAX = 60;
export const passkeyNameSchema = z.object({ name: singleLine(PASSKEY_NAME_MAX) });

/** A passkey named in a removal form: the credential's id, base64url. */
export const passkeyIdField = z
  .string({ error: "Choose a passkey" })
  .regex(/^[A-Za-z0-9_-]{16,1400}$/, { error: "Must be a passkey's id" });
export const passkeyRemovalSchema = z.object({ passkey: passkeyIdField });

/** The browser's answer to a ceremony, posted as JSON text in one form field (`response`). */
export const PASSKEY_RESPONSE_MAX = 12 * 1024;
export const passkeyResponseSchema = z.object({
  response: z
    .string({ error: "Required" })
    .min(2, { error: "Required" })
    .max(PASSKEY_RESPONSE_MAX, { error: `At most ${PASSKEY_RESPONSE_MAX} characters` }),
});

/**
 * A ceremony step's answer, as JSON to the page's script: the options to give the browser, or done (with
 * where to go), or refused with a message to show.
 */
export type PasskeyAnswer =
  | { ok: true; options: unknown }
  | { ok: true; done: true; location: string }
  | { ok: false; status: 400 | 401 | 403 | 429; message: string };

export const PASSKEY_MESSAGES = {
  /** Every refused sign-in says the same, so the page never tells which part failed. */
  signInRefused: "That passkey did not sign you in. Use another, or ask for an e-mailed link.",
  rateLimited: "Too many sign-in attempts from here. Wait 15 minutes, or ask for an e-mailed link.",
  registrationRefused: "The passkey was not added. Try again.",
  expired: "That took too long, or the page was used twice. Try again.",
} as const;

/** The staff area's passkey load context (server/staff/area.ts gives it). */
export interface StaffPasskeysContext {
  /** The signed-in user's own passkeys, newest first. */
  myPasskeys(email: string): Promise<PasskeyView[]>;
  /** Options for adding a passkey to the signed-in address (its challenge stored, bound to it). */
  passkeyRegistrationOptions(user: { email: string; roleLabel: string }): Promise<PasskeyAnswer>;
  /** Checks the browser's registration against a live challenge of this address, and keeps the passkey. */
  addPasskey(user: { email: string }, name: string, response: string): Promise<PasskeyAnswer>;
  /** Removes one of the signed-in address's own passkeys; false when it is not theirs (or gone). */
  removeMyPasskey(email: string, id: string): Promise<boolean>;
  /** Options for a passkey sign-in: counted against this client like a link request. */
  passkeySignInOptions(): Promise<PasskeyAnswer>;
  /** Checks a passkey sign-in; the Set-Cookie of a new session, or a refusal. */
  signInWithPasskey(response: string): Promise<{ ok: true; cookie: string } | PasskeyAnswer>;
}
