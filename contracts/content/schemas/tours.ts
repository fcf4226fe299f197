/**
 * Tours (issue 19), CONTENT_DIR/tours.yaml: how many visitors one slot takes and the days with no tours.
 * Read by contracts/content/tours.server.ts; the slot length and days ahead are code (contracts/content/tours.ts).
 */
import { fields, singleton } from "@keystatic/core";
import { TOUR_CAPACITY } from "#contracts/content/tours.ts";
import { gymsSelect, list, text } from "./fields";

/** Is YYYY-MM-DD a day of the calendar (not 2026-02-30)? */
export function isCalendarDate(value: string): boolean {
  const day = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * Keystatic's own error class for a field's problem, which it does not export: its message is shown as the
 * field's, where any other error reads "Unexpected error". Taken from the date field refusing a non-date.
 */
const FieldDataError = (() => {
  try {
    fields.date({ label: "" }).validate("-");
  } catch (error) {
    return (error as Error).constructor as new (
      message: string,
    ) => Error;
  }
  return Error;
})();

/**
 * A required London calendar day. Keystatic's date field checks the YYYY-MM-DD shape only, so "2026-02-30"
 * quoted would pass; this refuses it. (Unquoted, YAML itself reads 2026-02-30 as 2 March before any schema
 * sees it; the editor's date picker writes only real days.)
 */
function calendarDay(label: string) {
  const base = fields.date({ label, validation: { isRequired: true } });
  const validate = (value: string | null): string => {
    const day = base.validate(value);
    if (!isCalendarDate(day)) throw new FieldDataError(`${label}: ${day} is not a day of the calendar`);
    return day;
  };
  return {
    ...base,
    validate,
    reader: { parse: (value: Parameters<typeof base.reader.parse>[0]) => validate(base.reader.parse(value)) },
  };
}

export const tours = singleton({
  label: "Tours",
  path: "tours",
  format: { data: "yaml" },
  schema: {
    capacity: fields.integer({
      label: "Visitors per slot",
      description:
        "A change applies to new bookings; a slot already holding more keeps them and takes no more.",
      defaultValue: TOUR_CAPACITY.default,
      validation: { isRequired: true, min: TOUR_CAPACITY.min, max: TOUR_CAPACITY.max },
    }),
    closedDates: list(
      fields.object({
        date: calendarDay("Day (London)"),
        reason: text({
          label: "Reason",
          description: "For staff: bank holiday, event",
          validation: { length: { min: 1, max: 80 } },
        }),
        // The 24/7 gyms: the ones with tours.
        gyms: gymsSelect("Only these gyms (none chosen: every gym)", "24/7 gyms only: a studio has no tours"),
      }),
      {
        max: 200,
        label: "Closed dates (no tours)",
        itemLabel: (props) => `${props.fields.date.value ?? ""} ${props.fields.reason.value}`,
      },
    ),
  },
});
