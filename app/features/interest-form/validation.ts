import { discoveryPlaceholder } from "~/content/interest";
import type { PrepInterestPayload, RetreatInterestPayload } from "../../../contracts/payloads";

export type InterestVariant = "retreat" | "prep";

export interface InterestValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Retreat only; starts at the placeholder 'Default'. */
  discovery: string;
  /** The honeypot (HONEYPOT_FIELD); empty for people. */
  faxNumber: string;
}

export type InterestField = Exclude<keyof InterestValues, "faxNumber">;
export type InterestErrors = Partial<Record<InterestField, string>>;

export const emptyInterestValues: InterestValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  discovery: discoveryPlaceholder,
  faxNumber: "",
};

/** SPEC §5 messages, exactly (the retreat's discovery message names a gym: the spec's wording stands). */
export const interestMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Email is required",
  phone: "Phone number is required",
  discovery: "Please select a gym",
} as const;

const blank = (value: string) => value.trim() === "";

/**
 * SPEC §5: every field is checked on every submit and the errors are rebuilt from scratch each time.
 * Only presence is checked; there is no format check for email or phone in the browser.
 */
export function validateInterest(values: InterestValues, variant: InterestVariant): InterestErrors {
  const errors: InterestErrors = {};
  if (blank(values.firstName)) errors.firstName = interestMessages.firstName;
  if (blank(values.lastName)) errors.lastName = interestMessages.lastName;
  if (blank(values.email)) errors.email = interestMessages.email;
  if (blank(values.phone)) errors.phone = interestMessages.phone;
  if (variant === "retreat" && (values.discovery === discoveryPlaceholder || blank(values.discovery)))
    errors.discovery = interestMessages.discovery;
  return errors;
}

/** The body of POST /api/dev/interest, fields exactly as SPEC §3 and §7 name them. */
export function interestPayload(
  values: InterestValues,
  variant: InterestVariant,
): RetreatInterestPayload | PrepInterestPayload {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  // Bots fill the honeypot; people never see it, so their payload carries only the spec's fields.
  const honeypot = values.faxNumber ? { faxNumber: values.faxNumber } : {};
  if (variant === "retreat") {
    return {
      firstName,
      lastName,
      email,
      phoneNum: phone,
      phone,
      discovery: values.discovery as RetreatInterestPayload["discovery"],
      interest: "retreat",
      ...honeypot,
    };
  }
  return { firstName, lastName, email, phone, interest: "prep", ...honeypot };
}
