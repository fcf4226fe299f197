/**
 * Which messages a submission causes (rows for the outbox, written in the submission's transaction).
 * Spam causes none. Every other submission notifies the staff inbox; some also confirm to the visitor; and
 * each configured webhook endpoint (WEBHOOK_URLS) gets one signed POST.
 */

import type { GymLocation } from "#contracts/content/gym-location.ts";
import { staffInboxFor } from "#contracts/content/inboxes.ts";
import type { Offer } from "#contracts/content/offer.ts";
import { formatOfferDate, londonDate } from "#contracts/content/offer-end.ts";
import { companyOf } from "#contracts/content/page-copy.server.ts";
import { type PlaceRef, placeByFormName } from "#contracts/places.ts";
import { firstContactSettingsOf } from "#server/content/first-contact.ts";
import type { ContentStore } from "#server/content/store.ts";
import { contentIn } from "#server/content/stores.ts";
import type { OutboxMessage } from "#server/db/schema.ts";
import { oneLine } from "#server/mail/escape.ts";
import {
  armoryTrialConfirmation,
  callPromise,
  type DayPassTerms,
  dayPassConfirmation,
  dayPassStaffNotes,
  interestConfirmation,
  investorConfirmation,
  type MailContent,
  type SubmissionForMail,
  staffNotification,
} from "#server/mail/templates.ts";
import { toUkMobile } from "#server/sms/phone.ts";
import { webhookMessages } from "#server/webhooks/payload.ts";
import { chaseMessages } from "./chase";

export type { OutboxMessage };

export interface MessageOptions {
  siteOrigin: string;
  /** TWILIO_* is configured: the discount confirmation goes by text, as the page promises. */
  smsEnabled: boolean;
  /**
   * The gyms in CONTENT_DIR now (contracts/content/gyms.server.ts): read when a message is written, so staff
   * notifications go to a gym's e-mail as the owner last saved it, and mails name the gym as its page does.
   */
  gyms: () => readonly GymLocation[];
  /**
   * The places in content now, any status (contracts/places.ts): what a gym field, a role or a form name is
   * checked against, and whether a place is a 24/7 gym.
   */
  places: () => readonly PlaceRef[];
  /** Every offer in CONTENT_DIR (server/content/store.ts): the one live for the gym when a lead arrives. */
  offers?: () => readonly Offer[];
  /** CONTENT_DIR's store, for the standing offers the Armory and interest confirmations state. */
  content?: ContentStore;
  /** WEBHOOK_URLS: each gets every submission that notifies staff. */
  webhookUrls?: readonly string[];
  /** SMS_PER_NUMBER_PER_DAY: texts to one number in 24 hours; past it, confirm by e-mail. 0: no cap. */
  smsPerNumberPerDay?: number;
  /** SMS_DAILY_MAX: texts the whole site sends in 24 hours; past it, confirm by e-mail. 0: no cap. */
  smsDailyMax?: number;
}

/** A 24/7 gym's lead came by the discount form; a studio's by its free-trial one. */
function isDiscountGym(places: readonly PlaceRef[], formName: string | null): boolean {
  return formName !== null && placeByFormName(places, formName)?.kind === "gym";
}

function email(purpose: string, recipient: string, content: MailContent, replyTo?: string): OutboxMessage {
  return {
    channel: "email",
    purpose,
    recipient,
    replyTo: replyTo ?? null,
    subject: oneLine(content.subject),
    textBody: content.text,
    htmlBody: content.html,
  };
}

/** The UK mobile a submission's confirmation would be texted to, or null (no text: e-mail). */
export function smsRecipientFor(
  submission: Pick<SubmissionForMail, "kind" | "payload">,
  options: Pick<MessageOptions, "smsEnabled" | "places">,
): string | null {
  const gym = (submission.payload.gymName ?? null) as string | null;
  if (!options.smsEnabled || submission.kind !== "lead" || !isDiscountGym(options.places(), gym)) return null;
  return toUkMobile(String(submission.payload.phoneNum ?? ""));
}

/** The place's offer (by its id) when the lead arrived: the live one, else the last one that ended. */
export function offerTermsFor(offers: readonly Offer[], placeId: string | undefined, at: Date): DayPassTerms {
  const today = londonDate(at);
  const forGym = offers.filter(
    (offer) => placeId !== undefined && (offer.gyms as readonly string[]).includes(placeId),
  );
  const live = forGym.find((offer) => offer.startsOn <= today && today <= offer.endsOn);
  const last = forGym
    .filter((offer) => offer.endsOn < today)
    .sort((a, b) => b.endsOn.localeCompare(a.endsOn))[0];
  const offer = live ?? last;
  if (!offer) return { code: "", summary: "", name: "", endsOn: "", endsOnLabel: "", ended: true };
  return {
    code: offer.code,
    summary: offer.summary,
    name: offer.name,
    endsOn: offer.endsOn,
    endsOnLabel: formatOfferDate(offer.endsOn),
    ended: offer !== live,
  };
}

/** Renders every message a submission causes (async: the mails are React Email components). */
export async function messagesFor(
  submission: SubmissionForMail,
  options: MessageOptions,
): Promise<OutboxMessage[]> {
  const { payload } = submission;
  const gyms = options.gyms();
  const context = { content: options.content };
  const { emails } = await companyOf(contentIn(context));
  const visitor = String(payload.email);
  const gym = (payload.gymName ?? payload.gym ?? null) as string | null;
  // The offer as it stood when the lead arrived: an ended offer sends no code, and staff are told.
  const places = options.places();
  const discountLead = submission.kind === "lead" && isDiscountGym(places, gym);
  const placeId = gym === null ? undefined : placeByFormName(places, gym)?.id;
  const offer = offerTermsFor(options.offers?.() ?? [], placeId, submission.receivedAt);
  const notes = discountLead ? dayPassStaffNotes(offer) : [];
  // The visitor's promise, from the gym's staffed hours and threshold (issue 32).
  const promise =
    submission.kind === "lead"
      ? callPromise(await firstContactSettingsOf(context, gym), submission.receivedAt)
      : null;
  const messages: OutboxMessage[] = [
    email(
      "staff-notification",
      staffInboxFor(submission.kind, gym, gyms, emails.management),
      await staffNotification(submission, gyms, notes, options.siteOrigin, context),
      visitor,
    ),
  ];

  switch (submission.kind) {
    case "lead": {
      if (discountLead) {
        const { mail, sms } = await dayPassConfirmation(
          submission,
          gyms,
          options.siteOrigin,
          offer,
          context,
          promise,
        );
        const mobile = smsRecipientFor(submission, options);
        if (mobile) {
          messages.push({
            channel: "sms",
            purpose: "visitor-confirmation",
            recipient: mobile,
            subject: mail.subject,
            textBody: sms,
            htmlBody: null,
          });
        } else messages.push(email("visitor-confirmation", visitor, mail));
      } else
        messages.push(
          email(
            "visitor-confirmation",
            visitor,
            await armoryTrialConfirmation(submission, gyms, options.siteOrigin, context, promise),
          ),
        );
      break;
    }
    case "interest":
      messages.push(
        email(
          "visitor-confirmation",
          visitor,
          await interestConfirmation(submission, options.siteOrigin, context),
        ),
      );
      break;
    case "investor":
      messages.push(
        email(
          "visitor-confirmation",
          visitor,
          await investorConfirmation(submission, options.siteOrigin, context),
        ),
      );
      break;
    case "enquiry":
      // The contact form's thank-you view is the confirmation; staff answer by e-mail.
      break;
  }
  // Chased while warm (issue 32): a reminder and an escalation, due in staffed time, withdrawn by any touch.
  messages.push(
    ...(await chaseMessages(
      { id: submission.id, kind: submission.kind, gym, payload, createdAt: submission.receivedAt },
      { gym: staffInboxFor(submission.kind, gym, gyms, emails.management), management: emails.management },
      options,
    )),
  );
  messages.push(...webhookMessages({ ...submission, gym }, options.webhookUrls ?? []));
  return messages;
}
