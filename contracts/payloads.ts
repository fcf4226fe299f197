import { z } from "zod";
import type { FieldProblem } from "./api";
import {
  discoveryValues,
  emailField,
  HONEYPOT_FIELD,
  honeypotField,
  limits,
  multiLine,
  nameField,
  phoneField,
  singleLine,
} from "./fields";
import { FORM_NAME, type PlaceChoice, type PlaceRef, placeChoiceProblem } from "./places";

/** SPEC's messages for a gym field that names no place the form may take now. */
export const placeMessages = {
  lead: "Must be one of our gyms",
  enquiry: "Please select a gym",
  tour: "Please choose a gym",
} as const;

/**
 * A gym field: a form name's shape here; whether it names a place the form may take now is checked against
 * the content at the post (placeFields, contracts/places.ts), since places are content, not code.
 */
const placeField = (message: string) => z.string({ error: message }).regex(FORM_NAME, { error: message });

/**
 * The API's payloads, field names exactly as SPEC §7. The server validates every body with these;
 * the browser builds its bodies to these types. Unknown keys are rejected.
 */
export const leadPayload = z.strictObject({
  gymName: placeField(placeMessages.lead),
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phoneNum: phoneField,
  source: z.literal("website", { error: "Must be 'website'" }),
  [HONEYPOT_FIELD]: honeypotField,
});
export type LeadPayload = z.infer<typeof leadPayload>;

export const enquiryPayload = z.strictObject({
  gym: placeField(placeMessages.enquiry),
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phoneNum: phoneField,
  subject: singleLine(limits.subject),
  message: multiLine(limits.message),
  [HONEYPOT_FIELD]: honeypotField,
});
export type EnquiryPayload = z.infer<typeof enquiryPayload>;

export const investorPayload = z.strictObject({
  firstName: nameField,
  lastName: nameField,
  phoneNum: phoneField,
  email: emailField,
  [HONEYPOT_FIELD]: honeypotField,
});
export type InvestorPayload = z.infer<typeof investorPayload>;

export const retreatInterestPayload = z
  .strictObject({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    phoneNum: phoneField,
    phone: phoneField,
    discovery: z.enum(discoveryValues, { error: "Must be one of the listed options" }),
    interest: z.literal("retreat"),
    [HONEYPOT_FIELD]: honeypotField,
  })
  .refine((body) => body.phone === body.phoneNum, {
    error: "phone and phoneNum must match",
    path: ["phone"],
  });
export type RetreatInterestPayload = z.infer<typeof retreatInterestPayload>;

export const prepInterestPayload = z.strictObject({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phone: phoneField,
  interest: z.literal("prep"),
  [HONEYPOT_FIELD]: honeypotField,
});
export type PrepInterestPayload = z.infer<typeof prepInterestPayload>;

/** Told apart by `interest`, so a bad body gets field problems for its own form, not for both. */
export const interestPayload = z.discriminatedUnion(
  "interest",
  [retreatInterestPayload, prepInterestPayload],
  {
    error: "Must be 'retreat' or 'prep'",
  },
);
export type InterestPayload = RetreatInterestPayload | PrepInterestPayload;

/** A tour booking (issue 19): the gym, the chosen slot's start (ISO UTC, one of contracts/tours.ts's) and who. */
export const tourPayload = z.strictObject({
  gym: placeField(placeMessages.tour),
  slot: z.iso.datetime({ error: "Please choose a time" }),
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phoneNum: phoneField,
  [HONEYPOT_FIELD]: honeypotField,
});
export type TourPayload = z.infer<typeof tourPayload>;

export type SubmissionKind = "lead" | "enquiry" | "investor" | "interest" | "tour";

/** A payload's gym field: which places it may name now, and SPEC's message when it names another. */
export interface PlaceField {
  field: string;
  which: PlaceChoice;
  message: string;
}

/** The gym field of each kind that has one: any open place, or (tours) an open 24/7 gym. */
export const placeFields: Partial<Record<SubmissionKind, PlaceField>> = {
  lead: { field: "gymName", which: "any", message: placeMessages.lead },
  enquiry: { field: "gym", which: "any", message: placeMessages.enquiry },
  tour: { field: "gym", which: "gym", message: placeMessages.tour },
};

/** The problem of a valid payload's gym field against the places in content now, or null. */
export function placeProblem(
  kind: SubmissionKind,
  payload: Readonly<Record<string, unknown>>,
  places: readonly PlaceRef[],
): FieldProblem | null {
  const rule = placeFields[kind];
  if (!rule) return null;
  const message = placeChoiceProblem(places, rule.which, payload[rule.field], rule.message);
  return message ? { field: rule.field, message } : null;
}
