/**
 * What the tour page and the cancel link's page say of the slots (issue 19): the day and the time of a slot
 * in London, and the slots grouped by day. Written with the platform's `Intl` rather than date-fns' `format`,
 * so the pages' script carries no date library (issue 44: date-fns' formatters, its English locale and
 * @date-fns/tz were most of the tour page's route chunk); contracts/tours.ts, which makes the slots with
 * date-fns on the server, re-exports these. Each label is put together from `Intl`'s parts, so it does not
 * depend on how a runtime spaces or cases "am" and "pm".
 */
export const TOUR_TIME_ZONE = "Europe/London";

const inLondon = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: TOUR_TIME_ZONE, ...options });
const dayNames = inLondon({ weekday: "long", day: "numeric", month: "long" });
const clock = inLondon({ hour: "numeric", minute: "2-digit", hourCycle: "h12" });
const calendarDay = inLondon({ year: "numeric", month: "2-digit", day: "2-digit" });

function partsOf(
  format: Intl.DateTimeFormat,
  date: Date,
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/** Slots grouped by London day, in order (any slot with its day: tours.ts's TourSlot, which imports this). */
export function slotsByDay<Slot extends { day: string }>(
  slots: readonly Slot[],
): { day: string; slots: Slot[] }[] {
  const days: { day: string; slots: Slot[] }[] = [];
  for (const slot of slots) {
    const last = days.at(-1);
    if (last && last.day === slot.day) last.slots.push(slot);
    else days.push({ day: slot.day, slots: [slot] });
  }
  return days;
}

/** "Saturday 28 March" for a YYYY-MM-DD London day. */
export function dayLabel(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
  // Noon UTC is on the same day in London, in summer time or not.
  const { weekday, day: date, month } = partsOf(dayNames, new Date(Date.UTC(y, m - 1, d, 12)));
  return `${weekday} ${date} ${month}`;
}

/** "9:30am" for a slot start. */
export function timeLabel(start: string): string {
  const { hour, minute, dayPeriod = "" } = partsOf(clock, new Date(start));
  return `${hour}:${minute}${dayPeriod.toLowerCase()}`;
}

/** "Saturday 28 March, 9:30am" for a slot start. */
export function slotLabel(start: string): string {
  const { year, month, day } = partsOf(calendarDay, new Date(start));
  return `${dayLabel(`${year}-${month}-${day}`)}, ${timeLabel(start)}`;
}
