/**
 * Every form of the site, once: its fields' rules with SPEC §5's messages, and the SPEC §7 JSON body it
 * sends. The browser validates with these before its JSON call; the server's route actions validate a
 * native form post with the same rules and build the same body before the submission service checks it
 * against contracts/payloads.ts (zod, stricter). The rules are a small table rather than a schema library:
 * they ship in every form page's first JavaScript, within the 150 KB budget.
 */
import type { FieldProblem } from "./api";
import type {
  EnquiryPayload,
  InvestorPayload,
  LeadPayload,
  PrepInterestPayload,
  RetreatInterestPayload,
  SubmissionKind,
} from "./payloads";
import {
  discoveryValues,
  enquiryGyms,
  formNames,
  HONEYPOT_FIELD,
  isValidPhone,
  SIMPLE_EMAIL_PATTERN,
  twentyFourSevenGyms,
} from "./rules";

/** The hidden field that says which form a native post came from (a page can hold more than one). */
export const FORM_ID_FIELD = "_form";

export type FormId =
  | "discount"
  | "join"
  | "free-session"
  | "enquiry"
  | "investor"
  | "retreat-interest"
  | "prep-interest";

/** SPEC §5 formats, shared by the forms that check them (the lead forms borrow the contact form's). */
export const INVALID_EMAIL = "Please enter a valid email address";
export const INVALID_PHONE = "Please enter a valid phone number";

/** One field's rule: values are trimmed first; a field with no `required` message may be left empty. */
type FieldRule =
  | { kind: "text"; required?: string }
  | { kind: "email"; required: string; invalid: string }
  | { kind: "phone"; required: string; invalid: string }
  | { kind: "choice"; options: readonly string[]; message: string };

const required = (message: string): FieldRule => ({ kind: "text", required: message });
const email = (message: string): FieldRule => ({ kind: "email", required: message, invalid: INVALID_EMAIL });
const phone = (message: string): FieldRule => ({ kind: "phone", required: message, invalid: INVALID_PHONE });
const choice = (options: readonly string[], message: string): FieldRule => ({
  kind: "choice",
  options,
  message,
});
const optional: FieldRule = { kind: "text" };

const DISCOUNT_REQUIRED = "This field is required";
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

/** SPEC §5 investor and interest forms: presence only, no format check in the browser. */
export const presenceMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Email is required",
  phone: "Phone number is required",
  /** The retreat's discovery choice: the spec's wording, mismatched to the field, stands. */
  discovery: "Please select a gym",
} as const;

const rules = {
  discount: {
    firstName: required(DISCOUNT_REQUIRED),
    lastName: required(DISCOUNT_REQUIRED),
    email: email(DISCOUNT_REQUIRED),
    phone: phone(DISCOUNT_REQUIRED),
    gym: choice(twentyFourSevenGyms, DISCOUNT_REQUIRED),
  },
  join: {
    gym: choice(formNames, JOIN_REQUIRED),
    firstName: required(JOIN_REQUIRED),
    lastName: required(JOIN_REQUIRED),
    email: email(JOIN_REQUIRED),
    phoneNumber: phone(JOIN_REQUIRED),
    // Collected but not sent (SPEC §3): the lead call carries only the six fields of §7.
    address1: optional,
    address2: optional,
    postcode: optional,
    hearAboutUs: optional,
  },
  "free-session": {
    firstName: required(DISCOUNT_REQUIRED),
    lastName: required(DISCOUNT_REQUIRED),
    email: email(DISCOUNT_REQUIRED),
    phoneNumber: phone(DISCOUNT_REQUIRED),
  },
  enquiry: {
    // The placeholder ("", the default) is not a gym.
    gym: choice(enquiryGyms, enquiryMessages.gym),
    phoneNum: {
      kind: "phone",
      required: enquiryMessages.phoneRequired,
      invalid: enquiryMessages.phoneInvalid,
    },
    firstName: required(enquiryMessages.firstName),
    lastName: required(enquiryMessages.lastName),
    email: { kind: "email", required: enquiryMessages.emailRequired, invalid: enquiryMessages.emailInvalid },
    subject: required(enquiryMessages.subject),
    message: required(enquiryMessages.message),
  },
  investor: {
    firstName: required(presenceMessages.firstName),
    lastName: required(presenceMessages.lastName),
    phoneNum: required(presenceMessages.phone),
    email: required(presenceMessages.email),
  },
  "retreat-interest": {
    firstName: required(presenceMessages.firstName),
    lastName: required(presenceMessages.lastName),
    email: required(presenceMessages.email),
    phone: required(presenceMessages.phone),
    // 'Default', the placeholder, is not one of the values.
    discovery: choice(discoveryValues, presenceMessages.discovery),
  },
  "prep-interest": {
    firstName: required(presenceMessages.firstName),
    lastName: required(presenceMessages.lastName),
    email: required(presenceMessages.email),
    phone: required(presenceMessages.phone),
  },
} satisfies Record<FormId, Record<string, FieldRule>>;

/** A checked form's values: every field trimmed, plus the honeypot as posted. */
export type FormValues<Id extends FormId> = { [F in keyof (typeof rules)[Id]]: string } & {
  [HONEYPOT_FIELD]?: string;
};

/** The first problem of one field's value, or null. */
function problemOf(rule: FieldRule, value: string): string | null {
  if (rule.kind === "choice") return rule.options.includes(value) ? null : rule.message;
  if (value === "") return rule.required ?? null;
  if (rule.kind === "email" && !SIMPLE_EMAIL_PATTERN.test(value)) return rule.invalid;
  if (rule.kind === "phone" && !isValidPhone(value)) return rule.invalid;
  return null;
}

/** Only a filled honeypot travels: people's bodies carry the spec's fields alone. */
function withHoneypot<T extends object>(body: T, values: { [HONEYPOT_FIELD]?: string | undefined }): T {
  const trap = values[HONEYPOT_FIELD];
  return trap ? { ...body, [HONEYPOT_FIELD]: trap } : body;
}

function lead(
  gymName: string,
  values: { firstName: string; lastName: string; email: string; [HONEYPOT_FIELD]?: string | undefined },
  phoneNum: string,
): LeadPayload {
  const body: LeadPayload = {
    // The rules allow only the form's own gyms.
    gymName: gymName as LeadPayload["gymName"],
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phoneNum,
    source: "website",
  };
  return withHoneypot(body, values);
}

interface FormDefinition<Id extends FormId, Body> {
  id: Id;
  kind: SubmissionKind;
  rules: (typeof rules)[Id];
  /** The SPEC §7 JSON body, built from the checked (trimmed) values. */
  body: (values: FormValues<Id>) => Body;
  /** Where a payload field the server names sits in this form, when the names differ. */
  fieldOf: Record<string, string>;
}

function define<Id extends FormId, Body>(definition: FormDefinition<Id, Body>) {
  return definition;
}

/** The Armory free-session form fixes gymName (SPEC §7). */
export const FREE_SESSION_GYM = "novoarmory" satisfies LeadPayload["gymName"];

export const forms = {
  discount: define({
    id: "discount",
    kind: "lead",
    rules: rules.discount,
    body: (values): LeadPayload => lead(values.gym, values, values.phone),
    fieldOf: { gymName: "gym", phoneNum: "phone" },
  }),
  join: define({
    id: "join",
    kind: "lead",
    rules: rules.join,
    body: (values): LeadPayload => lead(values.gym, values, values.phoneNumber),
    fieldOf: { gymName: "gym", phoneNum: "phoneNumber" },
  }),
  "free-session": define({
    id: "free-session",
    kind: "lead",
    rules: rules["free-session"],
    body: (values): LeadPayload => lead(FREE_SESSION_GYM, values, values.phoneNumber),
    fieldOf: { phoneNum: "phoneNumber" },
  }),
  enquiry: define({
    id: "enquiry",
    kind: "enquiry",
    rules: rules.enquiry,
    body: (values): EnquiryPayload =>
      withHoneypot(
        {
          gym: values.gym as EnquiryPayload["gym"],
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phoneNum: values.phoneNum,
          subject: values.subject,
          message: values.message,
        },
        values,
      ),
    fieldOf: {},
  }),
  investor: define({
    id: "investor",
    kind: "investor",
    rules: rules.investor,
    body: (values): InvestorPayload =>
      withHoneypot(
        {
          firstName: values.firstName,
          lastName: values.lastName,
          phoneNum: values.phoneNum,
          email: values.email,
        },
        values,
      ),
    fieldOf: {},
  }),
  "retreat-interest": define({
    id: "retreat-interest",
    kind: "interest",
    rules: rules["retreat-interest"],
    // SPEC §7: the retreat sends the one phone number as both phoneNum and phone.
    body: (values): RetreatInterestPayload =>
      withHoneypot(
        {
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phoneNum: values.phone,
          phone: values.phone,
          discovery: values.discovery as RetreatInterestPayload["discovery"],
          interest: "retreat" as const,
        },
        values,
      ),
    fieldOf: { phoneNum: "phone" },
  }),
  "prep-interest": define({
    id: "prep-interest",
    kind: "interest",
    rules: rules["prep-interest"],
    body: (values): PrepInterestPayload =>
      withHoneypot(
        {
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phone: values.phone,
          interest: "prep" as const,
        },
        values,
      ),
    fieldOf: {},
  }),
};

export type AnyFormDefinition = (typeof forms)[FormId];

export function isFormId(value: unknown): value is FormId {
  return typeof value === "string" && Object.hasOwn(forms, value);
}

/** A field's message, by field name; only the first problem of each field is shown. */
export type FieldErrors = Record<string, string>;

export type FormCheck<Id extends FormId> =
  | { ok: true; values: FormValues<Id> }
  | { ok: false; errors: FieldErrors };

/** Checks a form's raw values (every control's string, as FormData gives them) with SPEC §5's rules. */
export function checkForm<Id extends FormId>(id: Id, raw: Record<string, unknown>): FormCheck<Id> {
  const values: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(forms[id].rules as Record<string, FieldRule>)) {
    // A control that posts nothing (a disabled placeholder) or something other than text is empty.
    const given = raw[field];
    const value = typeof given === "string" ? given.trim() : "";
    const problem = problemOf(rule, value);
    if (problem) errors[field] = problem;
    values[field] = value;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const trap = raw[HONEYPOT_FIELD];
  if (typeof trap === "string") values[HONEYPOT_FIELD] = trap;
  return { ok: true, values: values as FormValues<Id> };
}

/** Validates and builds the SPEC §7 body; the one builder the browser and the server's actions use. */
export function formBody(
  id: FormId,
  raw: Record<string, unknown>,
): { ok: true; body: object } | { ok: false; errors: FieldErrors } {
  const check = checkForm(id, raw);
  if (!check.ok) return check;
  // Each definition's body takes its own form's values; the union of definitions needs the cast.
  const body = (forms[id].body as (values: unknown) => object)(check.values);
  return { ok: true, body };
}

/**
 * The server's field problems (payload names, e.g. phoneNum) as this form's field errors. Problems that
 * name no field of the form come back in `unplaced`, for the form-level failure notice.
 */
export function placeProblems(
  id: FormId,
  problems: readonly FieldProblem[],
  fieldNames: readonly string[],
): { errors: FieldErrors; unplaced: FieldProblem[] } {
  const errors: FieldErrors = {};
  const unplaced: FieldProblem[] = [];
  const fieldOf = forms[id].fieldOf as Record<string, string>;
  for (const problem of problems) {
    const name = fieldOf[problem.field] ?? problem.field;
    if (fieldNames.includes(name)) errors[name] ??= problem.message;
    else unplaced.push(problem);
  }
  return { errors, unplaced };
}

/** The fields of a form, in its rules' order (honeypot excluded). */
export function fieldsOf(id: FormId): string[] {
  return Object.keys(forms[id].rules);
}

/**
 * What a route action answers a native form post with when it does not redirect: the form's values as
 * posted (so nothing typed is lost), and either its field errors, a failure, or its thank-you.
 */
export interface FormAnswer {
  form: FormId;
  status: "invalid" | "failed" | "sent";
  values: Record<string, string>;
  errors: FieldErrors;
}

export function isFormAnswer(value: unknown): value is FormAnswer {
  return (
    typeof value === "object" &&
    value !== null &&
    isFormId((value as { form?: unknown }).form) &&
    typeof (value as { status?: unknown }).status === "string"
  );
}

/** The outcome of the submission service (server/submissions/service.ts), as the route actions see it. */
export type SubmitOutcome = { ok: true; id: string; spam: boolean } | { ok: false; problems: FieldProblem[] };

/**
 * What the server puts in React Router's load context for the route actions and loaders: app/ code never
 * imports server/ code, it calls these.
 */
export interface FormsLoadContext {
  /** The submission service, bound to this request's client (address hash, user agent, referrer). */
  submit: (kind: SubmissionKind, body: unknown) => Promise<SubmitOutcome>;
  /** POSTCODES_API_URL: the gym finder's server-side lookup (no JavaScript). */
  postcodesApiUrl: string;
}
