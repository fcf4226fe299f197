/**
 * Which numbers we text: UK mobiles only (+44 7…, libphonenumber's MOBILE type in GB). Premium, personal
 * (070), pager (076), Crown Dependency and foreign numbers are where toll fraud pays, so they get the e-mail
 * confirmation instead (issue 21.1).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/** Ofcom's range for drama and examples (07700 900000-900999): never allocated, so no one earns from it. */
const ofcomDramaRange = /^\+447700900\d{3}$/;

/** A UK mobile in E.164 (07700 900123 -> +447700900123), or null: confirm by e-mail. */
export function toUkMobile(input: string): string | null {
  // A number with neither trunk 0 nor country code (7700 900123) is too ambiguous to text.
  if (!/^(\+|0|44)/.test(input.trim().replace(/[\s()-]/g, ""))) return null;
  // "+44 (0)7700 900123" is common: the trunk 0 after the country code is not part of the number.
  const cleaned = input.trim().replace(/^(\+|00)?\s*44\s*\(0\)/, "+44");
  const phone = parsePhoneNumberFromString(/^44\d{10}$/.test(cleaned) ? `+${cleaned}` : cleaned, "GB");
  if (phone?.countryCallingCode !== "44") return null;
  const e164 = phone.number;
  if (!/^\+447\d{9}$/.test(e164)) return null;
  if (ofcomDramaRange.test(e164)) return e164;
  return phone.isValid() && phone.country === "GB" && phone.getType() === "MOBILE" ? e164 : null;
}

/** A `tel:` link for any valid number as typed (UK by default), or null when it does not read as one. */
export function telLinkOf(input: string): string | null {
  const phone = parsePhoneNumberFromString(input.trim(), "GB");
  return phone?.isPossible() ? phone.getURI() : null;
}
