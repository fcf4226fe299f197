/**
 * The rules both sides share, free of zod so the browser can import them without the server's schema library.
 */
/** Discovery options of the retreat interest form (SPEC §3); 'Default' is the placeholder, never valid. */
export const discoveryValues = ["internet", "staff", "referred", "socials", "other"] as const;

/** The honeypot: a field hidden from people. Bots fill it; a filled one is stored as spam and notifies no one. */
export const HONEYPOT_FIELD = "faxNumber";

/** SPEC §5: the contact form's "simple pattern". */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "");
}
/** SPEC §5 and §9: 10-15 digits after stripping non-digits. */
export function isValidPhone(value: string): boolean {
  const digits = phoneDigits(value).length;
  return digits >= 10 && digits <= 15;
}

export const limits = {
  name: 80,
  email: 254,
  phone: 32,
  subject: 150,
  message: 5000,
} as const;

/** Control characters (CR/LF and friends) have no place in a single-line field and would end up in mail headers. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
/** The same, but for multi-line text (the enquiry message), which may keep line breaks and tabs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A lone UTF-16 surrogate: text that has no UTF-8 form, which the database refuses. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Names (issue 21.2): our mail greets a visitor by the first name they typed, so a "name" must not be able to
 * carry a message of its own. Letters and marks (any script: Zoë, Nguyễn), spaces, hyphens, apostrophes and
 * a full stop after an initial; no digits, no @, no slash or colon, nothing shaped like a domain
 * (evil.example); no C0/C1 controls and no bidirectional overrides or isolates (U+202E disguises what staff
 * read).
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}](?:[\p{L}\p{M}' \u2019.-]*[\p{L}\p{M}.])?$/u;
const DOMAIN_SHAPED = /[\p{L}\p{M}]{2}\.[\p{L}\p{M}]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const HIDDEN_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
export const NAME_RULE_MESSAGE = "Must be a name: letters, spaces, hyphens and apostrophes only";

export function isPlainName(value: string): boolean {
  const name = value.trim();
  return (
    !HIDDEN_CONTROLS.test(name) &&
    NAME_CHARACTERS.test(name) &&
    !DOMAIN_SHAPED.test(name) &&
    !/ {2}|--|''/.test(name)
  );
}

/** Well-formed Unicode (no lone surrogate). */
export function isWellFormed(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}
