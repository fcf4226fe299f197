/** Each form's SPEC §7 JSON body, built from its checked (trimmed) values; the browser and the server's actions share it. */

import { type FormId, type FormValues, rules } from "#contracts/forms/rules.ts";
import type {
  EnquiryPayload,
  InvestorPayload,
  LeadPayload,
  PrepInterestPayload,
  RetreatInterestPayload,
  SubmissionKind,
  TourPayload,
} from "#contracts/payloads.ts";
import { HONEYPOT_FIELD } from "#contracts/rules.ts";

/** Only a filled honeypot travels: people's bodies carry the spec's fields alone. */
function withHoneypot<T extends object>(body: T, values: { [HONEYPOT_FIELD]?: string | undefined }): T {
  const trap = values[HONEYPOT_FIELD];
  return trap ? { ...body, [HONEYPOT_FIELD]: trap } : body;
}

/** Who is writing, under the SPEC §7 names: the fields the lead, enquiry and tour bodies share. */
function person(values: { firstName: string; lastName: string; email: string; phoneNum: string }) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phoneNum: values.phoneNum,
  };
}

function lead(
  gymName: string,
  values: { firstName: string; lastName: string; email: string; [HONEYPOT_FIELD]?: string | undefined },
  phoneNum: string,
): LeadPayload {
  const body: LeadPayload = {
    // The rules allow only the form's own gyms.
    gymName: gymName as LeadPayload["gymName"],
    ...person({ ...values, phoneNum }),
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
    // The studio's page names its place in a hidden field (SPEC §7: the Armory's form name).
    body: (values): LeadPayload => lead(values.gym, values, values.phoneNumber),
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
          ...person(values),
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
  // Booked through the tour page's own action (server/tours), never the generic form action.
  tour: define({
    id: "tour",
    kind: "tour",
    rules: rules.tour,
    body: (values): TourPayload =>
      withHoneypot({ gym: values.gym as TourPayload["gym"], slot: values.slot, ...person(values) }, values),
    fieldOf: {},
  }),
};

export type AnyFormDefinition = (typeof forms)[FormId];

export function isFormId(value: unknown): value is FormId {
  return typeof value === "string" && Object.hasOwn(forms, value);
}
