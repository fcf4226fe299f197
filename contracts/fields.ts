import { z } from "zod";
import { CONTROL_CHARS, isValidPhone, limits } from "./rules";

// The server's schemas. Interpreted parsing (no `new Function`) keeps them usable under a CSP without
// 'unsafe-eval' wherever they run; the browser's forms use zod/mini through app/lib/zod.ts instead.
z.config({ jitless: true });

export * from "./rules";

export const singleLine = (max: number) =>
  z
    .string({ error: "Must be text" })
    .trim()
    .min(1, { error: "Required" })
    .max(max, { error: `At most ${max} characters` })
    .refine((value) => !CONTROL_CHARS.test(value), { error: "Must be a single line of text" });

export const nameField = singleLine(limits.name);
export const emailField = z
  .string({ error: "Must be text" })
  .trim()
  .min(1, { error: "Required" })
  .max(limits.email, { error: `At most ${limits.email} characters` })
  .pipe(z.email({ error: "Must be a valid e-mail address" }));
export const phoneField = singleLine(limits.phone).refine(isValidPhone, {
  error: "Must have 10 to 15 digits",
});
export const honeypotField = z.string().max(500).optional();
