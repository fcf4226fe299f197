import { z } from "zod";
import {
  discoveryValues,
  emailField,
  enquiryGyms,
  formNames,
  HONEYPOT_FIELD,
  honeypotField,
  limits,
  multiLine,
  nameField,
  phoneField,
  singleLine,
  twentyFourSevenGyms,
} from "./fields";

/**
 * The API's payloads, field names exactly as SPEC §7. The server validates every body with these;
 * the browser builds its bodies to these types. Unknown keys are rejected.
 */
export const leadPayload = z.strictObject({
  gymName: z.enum(formNames, { error: "Must be one of our gyms" }),
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phoneNum: phoneField,
  source: z.literal("website", { error: "Must be 'website'" }),
  [HONEYPOT_FIELD]: honeypotField,
});
export type LeadPayload = z.infer<typeof leadPayload>;

export const enquiryPayload = z.strictObject({
  gym: z.enum(enquiryGyms, { error: "Please select a gym" }),
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
  gym: z.enum(twentyFourSevenGyms, { error: "Please choose a gym" }),
  slot: z.iso.datetime({ error: "Please choose a time" }),
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phoneNum: phoneField,
  [HONEYPOT_FIELD]: honeypotField,
});
export type TourPayload = z.infer<typeof tourPayload>;

export type SubmissionKind = "lead" | "enquiry" | "investor" | "interest" | "tour";
