/**
 * The mail and text messages the API sends, rendered when a submission is stored (the outbox keeps the
 * finished text). Plain text plus simple HTML; every submitted value is escaped in HTML, and anything
 * that reaches a header (subjects) goes through oneLine().
 */
import { armoryTrialOffer, brand, dayPassOffer, interestOffer } from "#app/content/brand.ts";
import { investorPack } from "#app/content/franchising.ts";
import { gymByFormName } from "#app/content/gyms.ts";
import { discoveryOptions } from "#app/content/interest.ts";
import { formatOfferDate, offerEnded } from "#app/content/offer-end.ts";
import type { SubmissionKind } from "#contracts/payloads.ts";
import { isPlainName } from "#contracts/rules.ts";
import { escapeHtml, oneLine } from "./escape";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface SubmissionForMail {
  id: string;
  kind: SubmissionKind;
  /** The validated payload, honeypot removed. */
  payload: Record<string, unknown>;
  receivedAt: Date;
  referer: string | null;
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

function gymLabel(formName: unknown): string | null {
  if (typeof formName !== "string") return null;
  const gym = gymByFormName(formName);
  return gym ? gym.name : formName;
}

/** A field's value as staff should read it (labels for coded values). */
function displayValue(field: string, value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (field === "gymName" || field === "gym") return `${gymLabel(text)} (${text})`;
  if (field === "discovery") {
    const option = discoveryOptions.find((o) => o.value === text);
    return option ? option.label : text;
  }
  return text;
}

function fullName(payload: Record<string, unknown>): string {
  return oneLine(`${String(payload.firstName ?? "")} ${String(payload.lastName ?? "")}`, 120);
}

function htmlDocument(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family: Arial, Helvetica, sans-serif; color: #111; line-height: 1.5">${body}</body></html>`
  );
}

function paragraphsHtml(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
}

/** The day-pass offer as it stood when a lead arrived: its end date (DAYPASS_OFFER_ENDS_ON or brand.ts). */
export interface DayPassTerms {
  endsOn: string;
  endsOnLabel: string;
  ended: boolean;
}

export function dayPassTerms(endsOn: string | undefined, at: Date): DayPassTerms {
  const date = endsOn ?? dayPassOffer.endsOn;
  return { endsOn: date, endsOnLabel: formatOfferDate(date), ended: offerEnded(date, at) };
}

/** What staff should know about a discount lead beyond its fields: that the offer had ended, if it had. */
export function dayPassStaffNotes(offer: DayPassTerms): string[] {
  if (!offer.ended) return [];
  return [
    `Note: the ${dayPassOffer.code} offer had ended (${offer.endsOnLabel}) when this lead arrived. ` +
      "No code was sent; the visitor was told the team will be in touch about current offers.",
  ];
}

/** The mail to the staff inbox: the reference, any notes, and every submitted field. */
export function staffNotification(submission: SubmissionForMail, notes: string[] = []): MailContent {
  const { payload } = submission;
  const name = fullName(payload);
  const gym = gymLabel(payload.gymName ?? payload.gym);
  const about =
    submission.kind === "interest"
      ? ` (${oneLine(String(payload.interest ?? ""), 20)})`
      : gym
        ? ` - ${gym}`
        : "";
  const subject = oneLine(`${kindLabels[submission.kind]}${about}: ${name}`);

  const rows: [string, string][] = [
    ["Reference", submission.id],
    ["Received", submission.receivedAt.toISOString()],
    ["Page", submission.referer ?? "(not given)"],
    ...Object.entries(payload).map(([field, value]): [string, string] => [
      fieldLabels[field] ?? field,
      displayValue(field, value),
    ]),
  ];
  const intro = [`New ${kindLabels[submission.kind].toLowerCase()} from the website.`, ...notes].join("\n\n");
  const text = `${intro}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\nReply to this e-mail to answer the visitor.\n`;
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding: 4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding: 4px 0; white-space: pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = htmlDocument(
    subject,
    `${intro
      .split("\n\n")
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join("")}<table>${table}</table>`,
  );
  return { subject, text, html };
}

function signOff(): string[] {
  return [`${brand.name}. ${brand.tagline}`, `Questions? Call us on ${brand.phone}.`];
}

function visitorMail(subject: string, greetingName: string, lines: string[], reference: string): MailContent {
  // Only a name that passes the name rule is echoed (one stored before the rule, or held, is not).
  const greeting = isPlainName(greetingName) ? `Hi ${oneLine(greetingName, 80)},` : "Hello,";
  const all = [greeting, ...lines, ...signOff(), `Reference: ${reference}`];
  return {
    subject,
    text: `${all.join("\n\n")}\n`,
    html: htmlDocument(subject, paragraphsHtml(all)),
  };
}

/**
 * Discount lead (Greenwich, Welling): while the offer runs, the day-pass code, its end date and where to book
 * a tour. Once it has ended, no code (our terms call it void): the team will be in touch about current offers.
 */
export function dayPassConfirmation(submission: SubmissionForMail, siteOrigin: string, offer: DayPassTerms) {
  const gym = gymByFormName(String(submission.payload.gymName));
  const gymName = gym?.name ?? brand.name;
  // The gym's own tour page (issue 19); an unknown gym cannot pass validation, /contacts is the fallback.
  const tourLink = gym ? `${siteOrigin}${gym.pageLink}/tour` : `${siteOrigin}/contacts`;
  const firstName = String(submission.payload.firstName);
  if (offer.ended) {
    const ended = `Our ${dayPassOffer.name} offer ended on ${offer.endsOnLabel}, so there is no code to send.`;
    const lines = [
      `Thanks for your interest in ${gymName}. ${ended}`,
      "The team will be in touch about current offers.",
      `Book a tour: ${tourLink}`,
    ];
    const sms = `${brand.name}: thanks for your interest in ${gymName}. ${ended} The team will be in touch about current offers. Book a tour: ${tourLink}`;
    const mail = visitorMail(`Thanks for your interest in ${gymName}`, firstName, lines, submission.id);
    return { mail, sms };
  }
  const lines = [
    `Thanks for your interest in ${gymName}. Your code is ${dayPassOffer.code}: ${dayPassOffer.summary}.`,
    `The offer ends ${offer.endsOnLabel}.`,
    `Book a tour: ${tourLink}`,
  ];
  const sms = `${brand.name}: your code ${dayPassOffer.code} gives ${dayPassOffer.summary} at ${gymName}. Ends ${offer.endsOnLabel}. Book a tour: ${tourLink}`;
  const mail = visitorMail(`Your ${dayPassOffer.code} code for ${gymName}`, firstName, lines, submission.id);
  return { mail, sms };
}

/** Armory lead: the 3-classes-in-7-days trial. */
export function armoryTrialConfirmation(submission: SubmissionForMail, siteOrigin: string): MailContent {
  const gym = gymByFormName("novoarmory");
  const gymName = gym?.name ?? brand.name;
  const link = `${siteOrigin}${gym?.pageLink ?? "/"}`;
  return visitorMail(
    `Your free trial at ${gymName}: ${armoryTrialOffer.classes} classes in ${armoryTrialOffer.days} days`,
    String(submission.payload.firstName),
    [
      `Thanks for signing up at ${gymName}. Your trial gives you ${armoryTrialOffer.summary}.`,
      `See the timetable and book your first class: ${link}`,
    ],
    submission.id,
  );
}

/** Retreat or Prep interest: the 10% registration. */
export function interestConfirmation(submission: SubmissionForMail): MailContent {
  const what = submission.payload.interest === "retreat" ? `${brand.name} retreats` : "Prep meal prep";
  return visitorMail(
    `You're on the list: ${interestOffer.percentOff}% off ${what}`,
    String(submission.payload.firstName),
    [
      `Thanks for registering your interest in ${what}. You have ${interestOffer.summary}.`,
      "We will write to you before bookings open, with your discount.",
    ],
    submission.id,
  );
}

/** Investor enquiry: the investor pack link. */
export function investorConfirmation(submission: SubmissionForMail, siteOrigin: string): MailContent {
  const link = `${siteOrigin}${investorPack.href}`;
  return visitorMail(
    `Your ${investorPack.title}`,
    String(submission.payload.firstName),
    [
      `Thank you for your interest in franchising with ${brand.name}.`,
      `Download the investor pack: ${link}`,
      `A member of our management team will be in touch. You can also write to ${brand.managementEmail}.`,
    ],
    submission.id,
  );
}
