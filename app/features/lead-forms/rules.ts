import { requiredText, z } from "~/lib/zod";
import { HONEYPOT_FIELD, isValidPhone, SIMPLE_EMAIL_PATTERN } from "../../../contracts/rules";

/**
 * Client-side rules of SPEC §5 with its messages. Beyond "required" the spec's lead forms check nothing;
 * the server rejects a malformed e-mail or phone, and since a lead form moves on to sign-up whatever the
 * server says, a typo would lose the lead silently. So the format checks (and messages) of the spec's
 * contact form apply here too, after the required check.
 */
export const INVALID_EMAIL = "Please enter a valid email address";
export const INVALID_PHONE = "Please enter a valid phone number";

export { requiredText };

export function emailRule(message: string) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.regex(SIMPLE_EMAIL_PATTERN, { error: INVALID_EMAIL }),
    );
}

export function phoneRule(message: string) {
  return z
    .string()
    .check(z.trim(), z.minLength(1, { error: message }), z.refine(isValidPhone, { error: INVALID_PHONE }));
}

export const honeypotRule = { [HONEYPOT_FIELD]: z.optional(z.string()) };
