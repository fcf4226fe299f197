import { TZDate, tz } from "@date-fns/tz";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { dayLabel, slotLabel, TOUR_TIME_ZONE, timeLabel } from "./tour-labels";

const london = tz(TOUR_TIME_ZONE);
/** What the labels said when date-fns wrote them (before issue 44): the words stay the same. */
const withDateFns = (start: string) => ({
  time: format(new TZDate(new Date(start), TOUR_TIME_ZONE), "h:mmaaa", { in: london }),
  day: format(new TZDate(new Date(start), TOUR_TIME_ZONE), "EEEE d MMMM", { in: london }),
});

describe("the tour's words for a day and a time in London", () => {
  it("say what date-fns said, every quarter hour across both clock changes and a year's days", () => {
    const instants: string[] = [];
    for (const from of ["2026-03-28T00:00:00Z", "2026-10-24T00:00:00Z", "2026-12-31T00:00:00Z"])
      for (let quarter = 0; quarter < 4 * 24 * 3; quarter++)
        instants.push(new Date(Date.parse(from) + quarter * 15 * 60_000).toISOString());
    for (let day = 0; day < 366; day++)
      instants.push(new Date(Date.parse("2026-01-01T11:00:00Z") + day * 86_400_000).toISOString());
    for (const start of instants) {
      const expected = withDateFns(start);
      expect(timeLabel(start), start).toBe(expected.time);
      expect(slotLabel(start), start).toBe(`${expected.day}, ${expected.time}`);
    }
  });

  it("names a London day by its date alone", () => {
    expect(dayLabel("2026-03-29")).toBe("Sunday 29 March");
    expect(dayLabel("2026-10-25")).toBe("Sunday 25 October");
    expect(timeLabel("2026-06-01T11:00:00.000Z")).toBe("12:00pm");
    expect(timeLabel("2026-12-01T00:05:00.000Z")).toBe("12:05am");
  });
});
