import { z } from "zod/mini";

// zod/mini keeps the form pages inside their JavaScript budget (full zod is ~20 KB gzip more). Jitless:
// the site's Content-Security-Policy has no 'unsafe-eval', and zod otherwise probes `new Function`.
z.config({ jitless: true });

export { z };

/** A required text field: trimmed, then non-empty, with the form's own message. */
export function requiredText(message: string) {
  return z.string().check(z.trim(), z.minLength(1, { error: message }));
}
