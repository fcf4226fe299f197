/** Every message the site mails, rendered from fixed inputs: for the render and dark-mode tests. */

import { createElement } from "react";
import type { Offer } from "#contracts/content/offer.ts";
import type { SubmissionKind } from "#contracts/payloads.ts";
import { offerTermsFor } from "#server/outbox/messages.ts";
import { shippedCompany, shippedGyms } from "#tests/shipped.ts";
import { withContact } from "./messages/layout";
import { TourConfirmation } from "./messages/tour-confirmation";
import { TourStaffNotice } from "./messages/tour-staff";
import type { MailContent } from "./render";
import { renderMail } from "./render";
import { staffInvitationMail } from "./staff-templates";
import {
  armoryTrialConfirmation,
  callPromise,
  dayPassConfirmation,
  dayPassStaffNotes,
  interestConfirmation,
  investorConfirmation,
  staffNotification,
  staffSignInMail,
} from "./templates";

/** The visitor's promise (issue 32) for a staffed instant and a closed one, from a gym staffed 9:00-17:00. */
const promiseHours = {
  gym: "novogreenwich",
  calendar: {
    staffed: [{ days: ["Mon", "Tue", "Wed", "Thu", "Fri"] as const, opens: "09:00", closes: "17:00" }],
    closedDates: [],
  },
  remindAfterMinutes: 15,
  escalateAfterMinutes: 60,
};
const STAFFED_PROMISE = callPromise(promiseHours, new Date("2025-11-04T10:00:00Z"));
const CLOSED_PROMISE = callPromise(promiseHours, new Date("2025-11-04T20:00:00Z"));

export const origin = "https://novo.example";
export const id = "0b6f0b5e-1111-4222-8333-944455556666";
const receivedAt = new Date("2025-11-01T12:00:00Z");
export const submission = (kind: SubmissionKind, payload: Record<string, unknown>) => ({
  id,
  kind,
  payload,
  receivedAt,
  referer: `${origin}/greenwich`,
});
const person = { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phoneNum: "07700 900123" };
export const lead = { gymName: "novogreenwich", ...person, source: "website" };
/**
 * An offer made for the pinned messages, not one of content/offers: an owner's edit of the shipped offer
 * changes the site, never a snapshot.
 */
const snapshotOffer: Offer = {
  slug: "snapshot-offer",
  name: "test discount",
  headline: "TEST OFFER",
  summary: "a test discount on your first visit",
  code: "SNAPSHOT10",
  gyms: ["greenwich", "welling"],
  conditions: [],
  startsOn: "2025-10-01",
  endsOn: "2099-12-31",
};
export const running = offerTermsFor([snapshotOffer], "greenwich", receivedAt);
const ended = offerTermsFor([{ ...snapshotOffer, endsOn: "2025-10-31" }], "greenwich", receivedAt);

/** A booked tour as its messages show it. */
const tourVisit = {
  firstName: "Jane",
  gymName: "Novo Greenwich",
  address: "Unit 1, Greenwich, SE10 0AA",
  when: "Sunday 29 March, 8:00am",
  cancelUrl: `${origin}/tour/cancel/TOKEN_for_the_snapshot`,
  reference: id,
  phone: "020 0000 0000",
};

/** Each message, its call to action as the text part reads it, and the link the button carries. */
export const messages: { name: string; render: () => Promise<MailContent>; cta: string; href: string }[] = [
  {
    name: "day-pass-code",
    render: async () =>
      (await dayPassConfirmation(submission("lead", lead), shippedGyms, origin, running, {}, STAFFED_PROMISE))
        .mail,
    cta: "Book a tour",
    href: `${origin}/greenwich/tour`,
  },
  {
    name: "day-pass-ended",
    render: async () =>
      (await dayPassConfirmation(submission("lead", lead), shippedGyms, origin, ended, {}, CLOSED_PROMISE))
        .mail,
    cta: "Book a tour",
    href: `${origin}/greenwich/tour`,
  },
  {
    name: "armory-trial",
    render: () =>
      armoryTrialConfirmation(
        submission("lead", { ...lead, gymName: "novoarmory" }),
        shippedGyms,
        origin,
        {},
        STAFFED_PROMISE,
      ),
    cta: "See the timetable and book your first class",
    href: `${origin}/novoarmory`,
  },
  {
    name: "interest-retreat",
    render: () =>
      interestConfirmation(
        submission("interest", {
          ...person,
          phone: "07700 900123",
          discovery: "referred",
          interest: "retreat",
        }),
        origin,
      ),
    cta: "Read about Novo retreats",
    href: `${origin}/retreat`,
  },
  {
    name: "interest-prep",
    render: () =>
      interestConfirmation(
        submission("interest", { ...person, phone: "07700 900123", interest: "prep" }),
        origin,
      ),
    cta: "Read about Prep meal prep",
    href: `${origin}/meal-prep`,
  },
  {
    name: "investor-pack",
    render: () => investorConfirmation(submission("investor", person), origin),
    cta: "Download the investor pack",
    href: `${origin}/novo-investor-pack.pdf`,
  },
  {
    name: "staff-lead",
    render: () => staffNotification(submission("lead", lead), shippedGyms, dayPassStaffNotes(ended), origin),
    cta: "Open it in the staff area",
    href: `${origin}/staff/submissions/${id}`,
  },
  {
    name: "staff-enquiry",
    render: () =>
      staffNotification(
        submission("enquiry", {
          gym: "novowelling",
          ...person,
          subject: "Personal training",
          message: "Do you offer PT sessions at weekends?\nMornings suit me best.",
        }),
        shippedGyms,
        [],
        origin,
      ),
    cta: "Open it in the staff area",
    href: `${origin}/staff/submissions/${id}`,
  },
  {
    name: "staff-investor",
    render: () => staffNotification(submission("investor", person), shippedGyms, [], origin),
    cta: "Open it in the staff area",
    href: `${origin}/staff/submissions/${id}`,
  },
  {
    name: "staff-interest",
    render: () =>
      staffNotification(
        submission("interest", {
          ...person,
          phone: "07700 900123",
          discovery: "referred",
          interest: "retreat",
        }),
        shippedGyms,
        [],
        origin,
      ),
    cta: "Open it in the staff area",
    href: `${origin}/staff/submissions/${id}`,
  },
  {
    name: "staff-sign-in",
    render: () => staffSignInMail(`${origin}/staff/link/TOKEN_for_the_snapshot`, 15),
    cta: "Sign in",
    href: `${origin}/staff/link/TOKEN_for_the_snapshot`,
  },
  {
    name: "staff-invitation",
    render: () => staffInvitationMail(`${origin}/staff/sign-in`, "Novo Greenwich"),
    cta: "Sign in",
    href: `${origin}/staff/sign-in`,
  },
  {
    name: "tour-confirmation",
    render: () =>
      renderMail(
        "Your tour of Novo Greenwich",
        withContact(createElement(TourConfirmation, tourVisit), shippedCompany),
      ),
    cta: "Cancel or change this booking",
    href: tourVisit.cancelUrl,
  },
  {
    name: "tour-reminder",
    render: () =>
      renderMail(
        "Your tour of Novo Greenwich",
        withContact(createElement(TourConfirmation, { ...tourVisit, reminder: true }), shippedCompany),
      ),
    cta: "Cancel or change this booking",
    href: tourVisit.cancelUrl,
  },
];

/** The staff notices about a tour: informative, no call to action. */
export const tourStaffNotices = [false, true].map((cancelled) => ({
  name: cancelled ? "tour-staff-cancelled" : "tour-staff-booked",
  render: () =>
    renderMail(
      "Tour",
      withContact(
        createElement(TourStaffNotice, {
          cancelled,
          gymName: "Novo Greenwich",
          when: tourVisit.when,
          name: "Jane Doe",
          email: "jane@example.com",
          phone: "07700 900123",
          reference: id,
        }),
        shippedCompany,
      ),
    ),
}));
