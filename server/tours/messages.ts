/**
 * The messages a tour booking causes (issue 19), rendered before its transaction and written to the outbox
 * with it: the staff notification, the visitor's confirmation with its calendar invite, a text when Twilio
 * is configured, the reminder (an e-mail, and a text when Twilio is configured, whose next_attempt_at, their
 * not-before time, is 24 hours before the tour) and the webhooks. Cancelling causes a notice to the gym and an invite cancellation.
 */

import { createElement } from "react";
import { brand } from "#contracts/content/brand.ts";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import { staffInboxFor } from "#contracts/content/inboxes.ts";
import { companyOf } from "#contracts/content/page-copy.server.ts";
import type { TourPayload } from "#contracts/payloads.ts";
import { isPlainName } from "#contracts/rules.ts";
import { slotLabel, type TourSlot } from "#contracts/tours.ts";
import { contentIn } from "#server/content/stores.ts";
import { oneLine } from "#server/mail/escape.ts";
import { withContact } from "#server/mail/messages/layout.tsx";
import { TourConfirmation } from "#server/mail/messages/tour-confirmation.tsx";
import { TourStaffNotice } from "#server/mail/messages/tour-staff.tsx";
import { renderParts } from "#server/mail/render.ts";
import type { MessageOptions, OutboxMessage } from "#server/outbox/messages.ts";
import { toUkMobile } from "#server/sms/phone.ts";
import { webhookMessages } from "#server/webhooks/payload.ts";
import { tourInvite } from "./ical";

export const REMINDER_HOURS = 24;

/** The reminders a booking schedules (an e-mail, and a text when Twilio is configured): withdrawn on cancel. */
export const REMINDER_PURPOSES = ["tour-reminder", "tour-reminder-sms"] as const;

/** The messages of a booking that carry its cancel link (a credential: server/outbox/credentials.ts). */
export const CANCEL_LINK_PURPOSES = [
  "visitor-confirmation",
  "tour-confirmation-sms",
  ...REMINDER_PURPOSES,
] as const;

export interface TourForMail {
  id: string;
  bookingId: string;
  payload: Omit<TourPayload, "faxNumber">;
  slot: TourSlot;
  /** The cancel link's secret; only its hash is stored with the booking. */
  cancelToken: string;
  receivedAt: Date;
  referer: string | null;
}

/** The page a cancel link opens: the token in the path, nothing about the person. */
export function cancelUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}/tour/cancel/${token}`;
}

/** The gym as the content has it now (options.gyms): its name and address as its page shows them. */
function gymFacts(gyms: readonly GymLocation[], formName: string) {
  const gym = gyms.find((candidate) => candidate.formName === formName);
  return {
    gymName: gym?.name ?? brand.name,
    address: gym ? `${gym.address}, ${gym.postcode}` : "",
  };
}

function hostOf(siteOrigin: string): string {
  try {
    return new URL(siteOrigin).hostname;
  } catch {
    return "novo.local";
  }
}

export async function tourMessages(tour: TourForMail, options: MessageOptions): Promise<OutboxMessage[]> {
  const { payload, slot } = tour;
  const gyms = options.gyms();
  const company = await companyOf(contentIn(options));
  const { gymName, address } = gymFacts(gyms, payload.gym);
  const when = slotLabel(slot.start);
  const link = cancelUrl(options.siteOrigin, tour.cancelToken);
  const firstName = isPlainName(payload.firstName) ? oneLine(payload.firstName, 80) : null;
  const visitorProps = {
    firstName,
    gymName,
    address,
    when,
    cancelUrl: link,
    reference: tour.id,
    phone: company.phone,
  };
  const staff = await renderParts(
    withContact(
      createElement(TourStaffNotice, {
        gymName,
        when,
        name: oneLine(`${payload.firstName} ${payload.lastName}`, 120),
        email: payload.email,
        phone: payload.phoneNum,
        reference: tour.id,
      }),
      company,
    ),
  );
  const confirmation = await renderParts(withContact(createElement(TourConfirmation, visitorProps), company));
  const calendar = tourInvite({
    bookingId: tour.bookingId,
    start: slot.start,
    end: slot.end,
    gymName,
    location: address,
    cancelUrl: link,
    domain: hostOf(options.siteOrigin),
    stamp: tour.receivedAt,
  });
  const messages: OutboxMessage[] = [
    {
      channel: "email",
      purpose: "staff-notification",
      recipient: staffInboxFor("tour", payload.gym, gyms, company.emails.management),
      replyTo: payload.email,
      subject: oneLine(`Tour booked - ${gymName}: ${when}`),
      textBody: staff.text,
      htmlBody: staff.html,
    },
    {
      channel: "email",
      purpose: "visitor-confirmation",
      recipient: payload.email,
      replyTo: null,
      subject: oneLine(`Your tour of ${gymName}: ${when}`),
      textBody: confirmation.text,
      htmlBody: confirmation.html,
      calendar,
    },
  ];
  const mobile = options.smsEnabled ? toUkMobile(payload.phoneNum) : null;
  if (mobile)
    messages.push({
      channel: "sms",
      purpose: "tour-confirmation-sms",
      recipient: mobile,
      subject: `Your tour of ${gymName}`,
      textBody: `${brand.name}: your tour of ${gymName} is booked for ${when}. Cancel or change: ${link}`,
      htmlBody: null,
    });
  const remindAt = new Date(Date.parse(slot.start) - REMINDER_HOURS * 60 * 60 * 1000);
  // Booked less than a day ahead: the confirmation is the reminder.
  if (remindAt.getTime() > tour.receivedAt.getTime()) {
    const reminder = await renderParts(
      withContact(createElement(TourConfirmation, { ...visitorProps, reminder: true }), company),
    );
    messages.push({
      channel: "email",
      purpose: "tour-reminder",
      recipient: payload.email,
      replyTo: null,
      subject: oneLine(`Reminder: your tour of ${gymName}, ${when}`),
      textBody: reminder.text,
      htmlBody: reminder.html,
      // The not-before time: the worker claims nothing whose next_attempt_at is in the future.
      nextAttemptAt: remindAt,
    });
    if (mobile)
      messages.push({
        channel: "sms",
        purpose: "tour-reminder-sms",
        recipient: mobile,
        subject: `Reminder: your tour of ${gymName}`,
        textBody: `${brand.name}: a reminder of your tour of ${gymName}, ${when}. Cancel or change: ${link}`,
        htmlBody: null,
        nextAttemptAt: remindAt,
      });
  }
  messages.push(
    ...webhookMessages(
      {
        id: tour.id,
        kind: "tour",
        gym: payload.gym,
        receivedAt: tour.receivedAt,
        referer: tour.referer,
        payload: payload as Record<string, unknown>,
      },
      options.webhookUrls ?? [],
    ),
  );
  return messages;
}

export interface CancelledTour {
  id: string;
  bookingId: string;
  payload: Record<string, unknown>;
  /** ISO start. */
  slot: string;
  end: string;
  gym: string;
}

/** What a cancellation causes: the gym is told (its place is free), the visitor's invite is withdrawn. */
export async function tourCancelledMessages(
  tour: CancelledTour,
  options: MessageOptions,
): Promise<OutboxMessage[]> {
  const gyms = options.gyms();
  const company = await companyOf(contentIn(options));
  const { gymName, address } = gymFacts(gyms, tour.gym);
  const when = slotLabel(tour.slot);
  const email = String(tour.payload.email ?? "");
  const staff = await renderParts(
    withContact(
      createElement(TourStaffNotice, {
        cancelled: true,
        gymName,
        when,
        name: oneLine(`${String(tour.payload.firstName ?? "")} ${String(tour.payload.lastName ?? "")}`, 120),
        email,
        phone: String(tour.payload.phoneNum ?? ""),
        reference: tour.id,
      }),
      company,
    ),
  );
  const messages: OutboxMessage[] = [
    {
      channel: "email",
      purpose: "tour-cancelled-staff",
      recipient: staffInboxFor("tour", tour.gym, gyms, company.emails.management),
      replyTo: email || null,
      subject: oneLine(`Tour cancelled - ${gymName}: ${when}`),
      textBody: staff.text,
      htmlBody: staff.html,
    },
  ];
  if (email)
    messages.push({
      channel: "email",
      purpose: "tour-cancelled-visitor",
      recipient: email,
      replyTo: null,
      subject: oneLine(`Cancelled: your tour of ${gymName}, ${when}`),
      textBody: `Your tour of ${gymName} on ${when} is cancelled. You are welcome to book another time on our website.\n`,
      htmlBody: null,
      calendar: tourInvite({
        bookingId: tour.bookingId,
        start: tour.slot,
        end: tour.end,
        gymName,
        location: address,
        cancelUrl: options.siteOrigin,
        domain: hostOf(options.siteOrigin),
        stamp: new Date(),
        cancelled: true,
      }),
    });
  return messages;
}
