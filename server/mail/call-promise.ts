import { tz } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import { isStaffedAt, nextStaffedInstant, staffedDeadline } from "#contracts/staffed-time.ts";
import type { FirstContactSettings } from "#server/content/first-contact.ts";

/**
 * When the visitor should expect a call (issue 32), read from the gym's staffed hours and its first
 * threshold, so the owner's setting and the visitor's expectation stay one fact: "We'll call you within 15
 * minutes." while staffed (and the threshold ends before closing), else "We'll call you when we open at 9:00
 * tomorrow." Null when the gym has no staffed hours.
 */
export function callPromise(settings: FirstContactSettings | null, at: Date): string | null {
  if (!settings) return null;
  const minutes = settings.remindAfterMinutes;
  const due = staffedDeadline(settings.calendar, at, minutes);
  if (!due) return null;
  if (isStaffedAt(settings.calendar, at) && due.getTime() - at.getTime() <= minutes * 60_000)
    return `We'll call you within ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
  // The next opening after the staffed window we are in (or after now, when closed).
  const opens = isStaffedAt(settings.calendar, at)
    ? nextStaffedInstant(settings.calendar, closingAfter(settings, at))
    : nextStaffedInstant(settings.calendar, at);
  if (!opens) return null;
  return `We'll call you when we open at ${londonClock(opens)} ${dayWords(at, opens)}.`;
}

/** The end of the staffed window `at` is in. */
function closingAfter(settings: FirstContactSettings, at: Date): Date {
  let t = at.getTime();
  while (isStaffedAt(settings.calendar, new Date(t))) t += 60_000;
  return new Date(t);
}

const london = tz("Europe/London");
const londonClock = (at: Date) => format(at, "H:mm", { in: london });

function dayWords(from: Date, to: Date): string {
  const day = (d: Date) => format(d, "yyyy-MM-dd", { in: london });
  if (day(to) === day(from)) return "today";
  if (day(to) === day(addDays(from, 1, { in: london }))) return "tomorrow";
  if (to.getTime() - from.getTime() < 6 * 86_400_000) return `on ${format(to, "EEEE", { in: london })}`;
  return `on ${format(to, "EEEE d MMMM", { in: london })}`;
}
