/**
 * The tour's calendar invite (issue 19): iCalendar with a VTIMEZONE for Europe/London and the times in it
 * (TZID), so the visitor's calendar shows the London wall-clock time whatever zone the device is in.
 * UID is derived from the booking id: a cancellation (METHOD:CANCEL) replaces the same event.
 */
import { TZDate } from "@date-fns/tz";
import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { TOUR_TIME_ZONE } from "#contracts/tours.ts";

export interface TourInvite {
  bookingId: string;
  /** ISO instants. */
  start: string;
  end: string;
  gymName: string;
  /** The gym's full postal address. */
  location: string;
  cancelUrl: string;
  /** Domain of the UID (SITE_ORIGIN's host). */
  domain: string;
  /** When the invite was made (DTSTAMP). */
  stamp: Date;
  cancelled?: boolean;
}

export function tourUid(bookingId: string, domain: string): string {
  return `tour-${bookingId}@${domain}`;
}

export function tourInvite(invite: TourInvite): string {
  const calendar = new ICalCalendar({
    prodId: { company: "Novo", product: "Tours", language: "EN" },
    method: invite.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.timezone({ name: TOUR_TIME_ZONE, generator: (tz) => tzlib_get_ical_block(tz)[0] ?? null });
  calendar.createEvent({
    id: tourUid(invite.bookingId, invite.domain),
    sequence: invite.cancelled ? 1 : 0,
    // TZDate: ical-generator writes the London wall clock under TZID=Europe/London.
    start: new TZDate(new Date(invite.start), TOUR_TIME_ZONE),
    end: new TZDate(new Date(invite.end), TOUR_TIME_ZONE),
    timezone: TOUR_TIME_ZONE,
    stamp: invite.stamp,
    summary: `Tour of ${invite.gymName}`,
    location: invite.location,
    description: `Ask for a member of the team at the front desk. Cancel or change: ${invite.cancelUrl}`,
    url: invite.cancelUrl,
    status: invite.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
