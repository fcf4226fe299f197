import { z } from "zod";
import {
  CONTROL_CHARS,
  CONTROL_CHARS_BUT_LINES,
  isPlainName,
  isValidPhone,
  isWellFormed,
  limits,
  NAME_RULE_MESSAGE,
} from "./rules";

// The server's schemas. Interpreted parsing (no `new Function`) keeps them usable under a CSP without
// 'unsafe-eval' wherever they run; the browser's forms check with the rule tables of contracts/forms/rules.ts.
z.config({ jitless: true });

export * from "./rules";

// Every string field refuses ill-formed Unicode (a lone surrogate has no UTF-8 form and the database would
// refuse it) and control characters (NUL included), each with a 400 naming the field.
const WELL_FORMED = { error: "Must be valid text" } as const;

/** Trimmed, required text of at most `max` characters, well-formed and free of the given control characters. */
const text = (max: number, controls: RegExp, controlsMessage: string) =>
  z
    .string({ error: "Must be text" })
    .trim()
    .min(1, { error: "Required" })
    .max(max, { error: `At most ${max} characters` })
    .refine(isWellFormed, WELL_FORMED)
    .refine((value) => !controls.test(value), { error: controlsMessage });

export const singleLine = (max: number) => text(max, CONTROL_CHARS, "Must be a single line of text");

/** Free text over several lines (the enquiry message): line breaks and tabs stay, other controls do not. */
export const multiLine = (max: number) =>
  text(max, CONTROL_CHARS_BUT_LINES, "Must not contain control characters");

/** A person's name: nothing that could turn a greeting into someone else's message (isPlainName). */
export const nameField = singleLine(limits.name).refine(isPlainName, { error: NAME_RULE_MESSAGE });
export const emailField = z
  .string({ error: "Must be text" })
  .trim()
  .min(1, { error: "Required" })
  .max(limits.email, { error: `At most ${limits.email} characters` })
  .refine(isWellFormed, WELL_FORMED)
  .refine((value) => !CONTROL_CHARS.test(value), { error: "Must be a single line of text" })
  .pipe(z.email({ error: "Must be a valid e-mail address" }));
export const phoneField = singleLine(limits.phone).refine(isValidPhone, {
  error: "Must have 10 to 15 digits",
});
export const honeypotField = z
  .string()
  .max(500)
  .refine(isWellFormed, WELL_FORMED)
  .refine((value) => !CONTROL_CHARS.test(value), { error: "Must be a single line of text" })
  .optional();
