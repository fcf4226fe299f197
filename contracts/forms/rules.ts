/**
 * Every form of the site, once: its fields' rules with SPEC §5's messages. The browser validates with these
 * before its JSON call (names with the server's own rule and message, isPlainName); the server's route
 * actions validate a native form post with the same rules and build
 * the same body (body.ts) before the submission service checks it against contracts/payloads.ts (zod,
 * stricter). The rules are a small table rather than a schema library: they ship in every form page's first
 * JavaScript, within the 150 KB budget.
 */

import { type PlaceChoice, type PlaceRef, placeChoiceProblem } from "#contracts/places.ts";
import {
  discoveryValues,
  HONEYPOT_FIELD,
  isPlainName,
  isValidPhone,
  NAME_RULE_MESSAGE,
  SIMPLE_EMAIL_PATTERN,
} from "#contracts/rules.ts";

/** The places a form's gym choice is checked against: in the browser, the root loader's; on the server, content's. */
export type FormPlaces = readonly Pick<PlaceRef, "formName" | "kind" | "status">[];

/** The hidden field that says which form a native post came from (a page can hold more than one). */
export const FORM_ID_FIELD = "_form";

export type FormId =
  | "discount"
  | "join"
  | "free-session"
  | "enquiry"
  | "investor"
  | "retreat-interest"
  | "prep-interest"
  | "tour";

/** SPEC §5 formats, shared by the forms that check them (the lead forms borrow the contact form's). */
export const INVALID_EMAIL = "Please enter a valid email address";
export const INVALID_PHONE = "Please enter a valid phone number";

/** One field's rule: values are trimmed first; a field with no `required` message may be left empty. */
export type FieldRule =
  | { kind: "text"; required?: string }
  /** A person's name: the server's rule (isPlainName) with its message, so both sides name it alike. */
  | { kind: "name"; required: string; invalid: string }
  | { kind: "email"; required: string; invalid: string }
  | { kind: "phone"; required: string; invalid: string }
  | { kind: "choice"; options: readonly string[]; message: string }
  /** A gym choice: one of the places in content this form may take now (contracts/places.ts). */
  | { kind: "place"; which: PlaceChoice; message: string };

const required = (message: string): FieldRule => ({ kind: "text", required: message });
const name = (message: string): FieldRule => ({
  kind: "name",
  required: message,
  invalid: NAME_RULE_MESSAGE,
});
const email = (message: string): FieldRule => ({ kind: "email", required: message, invalid: INVALID_EMAIL });
const phone = (message: string): FieldRule => ({ kind: "phone", required: message, invalid: INVALID_PHONE });
const choice = (options: readonly string[], message: string): FieldRule => ({
  kind: "choice",
  options,
  message,
});
const place = (which: PlaceChoice, message: string): FieldRule => ({ kind: "place", which, message });
const optional: FieldRule = { kind: "text" };

const DISCOUNT_REQUIRED = "This field is required";
/** The tour form's time choice, unpicked or no longer offered. */
export const TOUR_SLOT_REQUIRED = "Please choose a time";
const JOIN_REQUIRED = "Required";

/** SPEC §5 contact form, every message exactly. */
export const enquiryMessages = {
  gym: "Please select a gym",
  phoneRequired: "Phone number is required",
  phoneInvalid: INVALID_PHONE,
  firstName: "First name is required",
  lastName: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: INVALID_EMAIL,
  subject: "Subject is required",
  message: "Message is required",
} as const;

/** SPEC §5 investor and interest forms: presence only, no format check but the name rule every form shares. */
export const presenceMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Email is required",
  phone: "Phone number is required",
  /** The retreat's discovery choice: the spec's wording, mismatched to the field, stands. */
  discovery: "Please select a gym",
} as const;

export const rules = {
  discount: {
    firstName: name(DISCOUNT_REQUIRED),
    lastName: name(DISCOUNT_REQUIRED),
    email: email(DISCOUNT_REQUIRED),
    phone: phone(DISCOUNT_REQUIRED),
    gym: place("gym", DISCOUNT_REQUIRED),
  },
  join: {
    gym: place("any", JOIN_REQUIRED),
    firstName: name(JOIN_REQUIRED),
    lastName: name(JOIN_REQUIRED),
    email: email(JOIN_REQUIRED),
    phoneNumber: phone(JOIN_REQUIRED),
    // Collected but not sent (SPEC §3): the lead call carries only the six fields of §7.
    address1: optional,
    address2: optional,
    postcode: optional,
    hearAboutUs: optional,
  },
  "free-session": {
    // Hidden: the studio page's own place; a problem with it is the form's failure notice, not a field's.
    gym: place("any", DISCOUNT_REQUIRED),
    firstName: name(DISCOUNT_REQUIRED),
    lastName: name(DISCOUNT_REQUIRED),
    email: email(DISCOUNT_REQUIRED),
    phoneNumber: phone(DISCOUNT_REQUIRED),
  },
  enquiry: {
    // The placeholder ("", the default) is not a gym.
    gym: place("any", enquiryMessages.gym),
    phoneNum: {
      kind: "phone",
      required: enquiryMessages.phoneRequired,
      invalid: enquiryMessages.phoneInvalid,
    },
    firstName: name(enquiryMessages.firstName),
    lastName: name(enquiryMessages.lastName),
    email: { kind: "email", required: enquiryMessages.emailRequired, invalid: enquiryMessages.emailInvalid },
    subject: required(enquiryMessages.subject),
    message: required(enquiryMessages.message),
  },
  investor: {
    firstName: name(presenceMessages.firstName),
    lastName: name(presenceMessages.lastName),
    phoneNum: required(presenceMessages.phone),
    email: required(presenceMessages.email),
  },
  "retreat-interest": {
    firstName: name(presenceMessages.firstName),
    lastName: name(presenceMessages.lastName),
    email: required(presenceMessages.email),
    phone: required(presenceMessages.phone),
    // 'Default', the placeholder, is not one of the values.
    discovery: choice(discoveryValues, presenceMessages.discovery),
  },
  "prep-interest": {
    firstName: name(presenceMessages.firstName),
    lastName: name(presenceMessages.lastName),
    email: required(presenceMessages.email),
    phone: required(presenceMessages.phone),
  },
  // Issue 19: the discount form's messages (its confirmation is where a tour is offered). The slot's options
  // change with every booking: the server checks it against the slots it offers.
  tour: {
    gym: place("gym", DISCOUNT_REQUIRED),
    slot: required(TOUR_SLOT_REQUIRED),
    firstName: required(DISCOUNT_REQUIRED),
    lastName: required(DISCOUNT_REQUIRED),
    email: email(DISCOUNT_REQUIRED),
    phoneNum: phone(DISCOUNT_REQUIRED),
  },
} satisfies Record<FormId, Record<string, FieldRule>>;

/** A checked form's values: every field trimmed, plus the honeypot as posted. */
export type FormValues<Id extends FormId> = { [F in keyof (typeof rules)[Id]]: string } & {
  [HONEYPOT_FIELD]?: string;
};

/** The first problem of one field's value, or null. */
export function problemOf(rule: FieldRule, value: string, places: FormPlaces): string | null {
  if (rule.kind === "choice") return rule.options.includes(value) ? null : rule.message;
  if (rule.kind === "place") return placeChoiceProblem(places, rule.which, value, rule.message);
  if (value === "") return rule.required ?? null;
  if (rule.kind === "email" && !SIMPLE_EMAIL_PATTERN.test(value)) return rule.invalid;
  if (rule.kind === "phone" && !isValidPhone(value)) return rule.invalid;
  if (rule.kind === "name" && !isPlainName(value)) return rule.invalid;
  return null;
}
