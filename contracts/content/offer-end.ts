/**
 * When an offer has ended, decided once for the pages, the browser and the server. An offer with
 * end date D runs to the end of D in Europe/London, whatever the season (GMT or BST): it has ended once the
 * London calendar date is after D. Pure: the caller says what "now" is.
 */

import { formatter } from "#contracts/formats.ts";

/** YYYY-MM-DD, as content/offers writes an offer's first and last day. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const londonDay = formatter(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/London",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }),
);

/** The calendar date in London at `at`, as YYYY-MM-DD. */
export function londonDate(at: Date): string {
  const parts = Object.fromEntries(
    londonDay()
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Has an offer ending on `endsOn` (YYYY-MM-DD, London) ended at `at`? */
export function offerEnded(endsOn: string, at: Date): boolean {
  // Same-width ISO dates compare as strings in calendar order.
  return londonDate(at) > endsOn;
}

const longDate = formatter(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "UTC",
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
);

/** "1 March 2027" for "2027-03-01": every mention of an end date is written from the date itself. */
export function formatOfferDate(endsOn: string): string {
  return longDate().format(new Date(`${endsOn}T00:00:00Z`));
}

/** "2027-02-28" -> "2027-03-01": the London day after. */
export function nextLondonDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const londonOffset = formatter(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      timeZoneName: "longOffset",
    }),
);

/** The instant London's day `day` (YYYY-MM-DD) begins, GMT or BST. */
export function londonMidnight(day: string): Date {
  const guess = new Date(`${day}T00:00:00Z`);
  const name =
    londonOffset()
      .formatToParts(guess)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const minutes = match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(guess.getTime() - minutes * 60_000);
}
