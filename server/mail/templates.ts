/**
 * The mail and text messages the API sends, rendered when a submission is stored (the outbox keeps the
 * finished parts). Each mail is a React Email component in ./messages/, rendered to HTML and a text part
 * (./render.ts): React escapes every submitted value in the HTML, and anything that reaches a header
 * (subjects) goes through oneLine().
 */

import { createElement, type ReactElement } from "react";
import type { SubmissionSource } from "#contracts/channels.ts";
import { brand } from "#contracts/content/brand.ts";
import { investorPackOf } from "#contracts/content/copy.server.ts";
import { investorPackFile } from "#contracts/content/franchising.ts";
import { type GymLocation, gymNameOf } from "#contracts/content/gym-location.ts";
import { discoveryOptions } from "#contracts/content/interest.ts";
import { companyOf, standingOffersOf } from "#contracts/content/page-copy.server.ts";
import type { SubmissionKind } from "#contracts/payloads.ts";
import { isPlainName } from "#contracts/rules.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { ContentStore } from "#server/content/store.ts";
import { contentIn } from "#server/content/stores.ts";
import { telLinkOf } from "#server/sms/phone.ts";
import { oneLine } from "./escape";
import { DayPassMessage } from "./messages/day-pass";
import { InterestMessage } from "./messages/interest";
import { InvestorPackMessage } from "./messages/investor-pack";
import { withContact } from "./messages/layout";
import { type ChasedLead, LeadChaseMessage } from "./messages/lead-chase";
import { StaffNotificationMessage } from "./messages/staff-notification";
import { StaffSignInMessage } from "./messages/staff-sign-in";
import { StudioTrialMessage } from "./messages/studio-trial";
import { type MailContent, renderMail } from "./render";

export { callPromise } from "./call-promise";
export type { MailContent } from "./render";

/** Where the content comes from: the app's store, or CONTENT_DIR when none is given. */
export type Context = { content?: ContentStore };

/** A message rendered in the mail frame, whose footer gives the company's phone as the content has it now. */
export async function renderFramed(
  subject: string,
  message: ReactElement,
  context: Context,
): Promise<MailContent> {
  return renderMail(subject, withContact(message, await companyOf(contentIn(context))));
}

export interface SubmissionForMail {
  id: string;
  kind: SubmissionKind;
  /** The validated payload, honeypot removed. */
  payload: Record<string, unknown>;
  receivedAt: Date;
  referer: string | null;
  /** Where it came from (issue 38): carried to the webhook, not put in any mail. */
  source?: SubmissionSource | null;
}

const kindLabels: Record<SubmissionKind, string> = {
  lead: "Lead",
  enquiry: "Enquiry",
  investor: "Investor enquiry",
  interest: "Interest registration",
  tour: "Tour booking",
};

const fieldLabels: Record<string, string> = {
  gymName: "Gym",
  gym: "Gym",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phoneNum: "Phone",
  phone: "Phone (second field)",
  source: "Source",
  subject: "Subject",
  message: "Message",
  discovery: "How they found us",
  interest: "Interest",
};

/**
 * The gyms as the content has them when a message is written (server/outbox/messages.ts reads them from the
 * content store): a mail names a gym as its page does at that moment.
 */
export type MailGyms = readonly Pick<GymLocation, "formName" | "name" | "pageLink">[];

function gymByFormName(gyms: MailGyms, formName: string) {
  return gyms.find((gym) => gym.formName === formName);
}

function gymLabel(gyms: MailGyms, formName: unknown): string | null {
  return typeof formName === "string" ? gymNameOf(gyms, formName) : null;
}

/** A field's value as staff should read it (labels for coded values). */
function displayValue(gyms: MailGyms, field: string, value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (field === "gymName" || field === "gym") return `${gymLabel(gyms, text)} (${text})`;
  if (field === "discovery") {
    const option = discoveryOptions.find((o) => o.value === text);
    return option ? option.label : text;
  }
  return text;
}

function fullName(payload: Record<string, unknown>): string {
  return oneLine(`${String(payload.firstName ?? "")} ${String(payload.lastName ?? "")}`, 120);
}

/**
 * The gym's offer as it stood when a lead arrived (content/offers, chosen in server/outbox/messages.ts): the
 * live one, else the last that ended (`endsOn` "" when the gym never had one).
 */
export interface DayPassTerms {
  code: string;
  summary: string;
  /** How a sentence names it ("50% off day pass"). */
  name: string;
  endsOn: string;
  endsOnLabel: string;
  ended: boolean;
}

/** What staff should know about a discount lead beyond its fields: that the offer had ended, if it had. */
export function dayPassStaffNotes(offer: DayPassTerms): string[] {
  if (!offer.ended) return [];
  return [
    `Note: the ${offer.code || "discount"} offer had ended (${offer.endsOnLabel}) when this lead arrived. ` +
      "No code was sent; the visitor was told when to expect a call and offered a tour.",
  ];
}

/**
 * A reply to the visitor with a short template: their address is the mailto's own (never a query string
 * of a web URL), and the subject and body say nothing about them.
 */
function replyLinkOf(email: string, gymName: string): string {
  const subject = `Your enquiry at ${gymName}`;
  const body = `Hello,\n\nThanks for getting in touch with ${gymName}. When would suit you for a quick call or a tour of the gym?\n\n`;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The mail to the staff inbox: the reference, any notes, every submitted field, and a link to the
 * submission in the staff area (`siteOrigin`: the site's origin; without it the link is relative).
 */
export async function staffNotification(
  submission: SubmissionForMail,
  gyms: MailGyms,
  notes: string[] = [],
  siteOrigin = "",
  context: Context = {},
): Promise<MailContent> {
  const { payload } = submission;
  const name = fullName(payload);
  const gym = gymLabel(gyms, payload.gymName ?? payload.gym);
  const about =
    submission.kind === "interest"
      ? ` (${oneLine(String(payload.interest ?? ""), 20)})`
      : gym
        ? ` - ${gym}`
        : "";
  const subject = oneLine(`${kindLabels[submission.kind]}${about}: ${name}`);

  const fields: [string, string][] = [
    ["Reference", submission.id],
    ["Received", submission.receivedAt.toISOString()],
    ["Page", submission.referer ?? "(not given)"],
    ...Object.entries(payload).map(([field, value]): [string, string] => [
      fieldLabels[field] ?? field,
      displayValue(gyms, field, value),
    ]),
  ];
  const phone = oneLine(String(payload.phoneNum ?? ""), 40);
  const actions =
    submission.kind === "lead"
      ? {
          telLink: telLinkOf(phone),
          phone,
          replyLink: replyLinkOf(String(payload.email ?? ""), gym ?? brand.name),
          contactedLink: `${siteOrigin}${staffUrls.markContacted(submission.id)}`,
        }
      : undefined;
  return renderFramed(
    subject,
    createElement(StaffNotificationMessage, {
      heading: `${kindLabels[submission.kind]}${about}`,
      paragraphs: [`New ${kindLabels[submission.kind].toLowerCase()} from the website.`, ...notes],
      fields,
      recordLink: `${siteOrigin}${staffUrls.submission(submission.id)}`,
      actions,
    }),
    context,
  );
}

/** "Hi Jane,", only for a name that passes the name rule (one stored before the rule, or held, is not). */
function greeting(firstName: unknown): string {
  const name = String(firstName ?? "");
  return isPlainName(name) ? `Hi ${oneLine(name, 80)},` : "Hello,";
}

/**
 * Discount lead (Greenwich, Welling): while the offer runs, the day-pass code, its end date and where to book
 * a tour. Once it has ended, no code (our terms call it void): the visitor is told when to expect a call and offered a tour (issue 32).
 */
export async function dayPassConfirmation(
  submission: SubmissionForMail,
  gyms: MailGyms,
  siteOrigin: string,
  offer: DayPassTerms,
  context: Context = {},
  promise: string | null = null,
): Promise<{ mail: MailContent; sms: string }> {
  const gym = gymByFormName(gyms, String(submission.payload.gymName));
  const gymName = gym?.name ?? brand.name;
  // The gym's own tour page (issue 19); an unknown gym cannot pass validation, /contacts is the fallback.
  const tourLink = gym ? `${siteOrigin}${gym.pageLink}/tour` : `${siteOrigin}/contacts`;
  const message = createElement(DayPassMessage, {
    greeting: greeting(submission.payload.firstName),
    gymName,
    offer,
    tourLink,
    reference: submission.id,
    promise,
  });
  if (offer.ended) {
    const next = promise ?? `The team at ${gymName} will be in touch soon.`;
    const sms = `${brand.name}: thanks for your interest in ${gymName}. ${next} Book a tour: ${tourLink}`;
    return { mail: await renderFramed(`Thanks for your interest in ${gymName}`, message, context), sms };
  }
  const sms = `${brand.name}: your code ${offer.code} gives ${offer.summary} at ${gymName}. Ends ${offer.endsOnLabel}.${promise ? ` ${promise}` : ""} Book a tour: ${tourLink}`;
  return { mail: await renderFramed(`Your ${offer.code} code for ${gymName}`, message, context), sms };
}

/** A studio's lead: the free trial, as the standing offers state it (CONTENT_DIR by default). */
export async function armoryTrialConfirmation(
  submission: SubmissionForMail,
  gyms: MailGyms,
  siteOrigin: string,
  context: Context = {},
  promise: string | null = null,
): Promise<MailContent> {
  // The studio the lead chose (the free-session form names it).
  const gym = gymByFormName(gyms, String(submission.payload.gymName ?? ""));
  const gymName = gym?.name ?? brand.name;
  const { armoryTrial } = await standingOffersOf(contentIn(context));
  return renderFramed(
    `Your free trial at ${gymName}: ${armoryTrial.classes} classes in ${armoryTrial.days} days`,
    createElement(StudioTrialMessage, {
      greeting: greeting(submission.payload.firstName),
      gymName,
      trialSummary: armoryTrial.summary,
      timetableLink: `${siteOrigin}${gym?.pageLink ?? "/"}`,
      reference: submission.id,
      promise,
    }),
    context,
  );
}

/** Retreat or Prep interest: the registration discount, as the standing offers state it (CONTENT_DIR by default). */
export async function interestConfirmation(
  submission: SubmissionForMail,
  siteOrigin = "",
  context: Context = {},
): Promise<MailContent> {
  const retreat = submission.payload.interest === "retreat";
  const what = retreat ? `${brand.name} retreats` : "Prep meal prep";
  const { interest } = await standingOffersOf(contentIn(context));
  return renderFramed(
    `You're on the list: ${interest.percentOff}% off ${what}`,
    createElement(InterestMessage, {
      greeting: greeting(submission.payload.firstName),
      what,
      offerSummary: interest.summary,
      pageLink: `${siteOrigin}${retreat ? "/retreat" : "/meal-prep"}`,
      reference: submission.id,
    }),
    context,
  );
}

/** Investor enquiry: the investor pack link, titled as the pack's content is (CONTENT_DIR by default). */
export async function investorConfirmation(
  submission: SubmissionForMail,
  siteOrigin: string,
  context: Context = {},
): Promise<MailContent> {
  const [pack, company] = await Promise.all([
    investorPackOf(contentIn(context)),
    companyOf(contentIn(context)),
  ]);
  return renderMail(
    `Your ${pack.title}`,
    withContact(
      createElement(InvestorPackMessage, {
        greeting: greeting(submission.payload.firstName),
        brandName: brand.name,
        packTitle: pack.title,
        packLink: `${siteOrigin}${investorPackFile.href}`,
        managementEmail: company.emails.management,
        reference: submission.id,
      }),
      company,
    ),
  );
}

/** The staff sign-in link (a credential: the outbox wipes both parts once it is sent). */
export function staffSignInMail(link: string, minutes: number, context: Context = {}): Promise<MailContent> {
  return renderFramed(
    `Your ${brand.name} staff sign-in link`,
    createElement(StaffSignInMessage, { brandName: brand.name, link, minutes }),
    context,
  );
}

export type { ChasedLead } from "./messages/lead-chase";

/**
 * A lead reminder (to the gym's inbox) or escalation (to management), issue 32: one lead, named, or a digest
 * of every lead of that inbox waiting past its threshold, each by reference and link only (issue 36: the
 * digest is stored on one lead's row, and must hold no one else's name or number).
 */
export function leadChaseMail(
  stage: "reminder" | "escalation",
  chased: ChasedLead[],
  context: Context = {},
): Promise<MailContent> {
  const leads: ChasedLead[] =
    chased.length === 1 ? chased : chased.map(({ contact: _named, ...lead }) => lead);
  const [first] = leads;
  const one = leads.length === 1 && first;
  const who = one ? (first.contact?.name ?? `Lead ${first.reference}`) : "";
  const subject = one
    ? stage === "reminder"
      ? `Waiting for a call: ${who} - ${first.gymName}`
      : `Not yet answered: ${who} - ${first.gymName}`
    : stage === "reminder"
      ? `${leads.length} leads waiting for a call`
      : `${leads.length} leads not yet answered`;
  const intro =
    stage === "reminder"
      ? one
        ? "This lead is still new. Call them now, while they are still thinking about joining."
        : "These leads are still new. Call them now, oldest first, while they are still thinking about joining."
      : one
        ? "No one has contacted this lead yet, past the gym's second threshold."
        : "No one has contacted these leads yet, past their gym's second threshold.";
  return renderFramed(
    oneLine(subject),
    createElement(LeadChaseMessage, {
      heading: one ? (stage === "reminder" ? "Lead waiting" : "Lead not answered") : subject,
      intro,
      leads,
    }),
    context,
  );
}
