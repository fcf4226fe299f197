/**
 * UK phone numbers to E.164 for SMS: 07700 900123 -> +447700900123. Returns null for anything that is not
 * plausibly a mobile, so the caller falls back to e-mail instead of texting a landline.
 */
export function toE164Mobile(input: string): string | null {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, "");
  let e164: string;
  if (trimmed.startsWith("+")) e164 = `+${digits}`;
  else if (digits.startsWith("00")) e164 = `+${digits.slice(2)}`;
  else if (digits.startsWith("44")) e164 = `+${digits}`;
  else if (digits.startsWith("0")) e164 = `+44${digits.slice(1)}`;
  else return null;
  // "+44 (0)7700 900123" is common: drop the trunk 0 after the country code.
  if (e164.startsWith("+440")) e164 = `+44${e164.slice(4)}`;
  if (e164.startsWith("+44")) return /^\+447\d{9}$/.test(e164) ? e164 : null;
  // Another country: E.164 allows at most 15 digits; trust the visitor's own international format.
  return /^\+[1-9]\d{7,14}$/.test(e164) ? e164 : null;
}
