import { describe, expect, it } from "vitest";
import { tourRules } from "#contracts/content/tours.ts";
import { shippedGymByFormName } from "#tests/shipped.ts";
import {
  dayLabel,
  nearestSlots,
  slotLabel,
  slotsByDay,
  TOUR_MAX_DAYS,
  TOUR_MIN_SLOT_MINUTES,
  tourSlots,
} from "./tours";

const greenwich = shippedGymByFormName("novogreenwich");
if (!greenwich) throw new Error("no Greenwich");
const staffed = greenwich.hours.staffed;
/** The code's rules with no closed date (the closed dates are content). */
const open = { ...tourRules, closedDates: [] };

describe("tour slots", () => {
  it("keeps London wall-clock times across the spring clock change", () => {
    // Friday 27 March 2026, 21:00 London (GMT); BST starts Sunday 29 March at 01:00 UTC.
    const now = new Date("2026-03-27T21:00:00Z");
    const slots = tourSlots("novogreenwich", staffed, open, now);
    const days = slotsByDay(slots);
    const saturday = days.find((d) => d.day === "2026-03-28");
    const sunday = days.find((d) => d.day === "2026-03-29");
    // Weekends are staffed 8am-4pm: 16 half-hour slots, 08:00 to 15:30 London.
    expect(saturday?.slots.map((s) => s.time)).toHaveLength(16);
    expect(saturday?.slots[0]).toMatchObject({ time: "08:00", start: "2026-03-28T08:00:00.000Z" });
    expect(sunday?.slots[0]).toMatchObject({ time: "08:00", start: "2026-03-29T07:00:00.000Z" });
    expect(sunday?.slots.at(-1)).toMatchObject({
      time: "15:30",
      start: "2026-03-29T14:30:00.000Z",
      end: "2026-03-29T15:00:00.000Z",
    });
    expect(slotLabel("2026-03-29T07:00:00.000Z")).toBe("Sunday 29 March, 8:00am");
    // Friday's staffed hours (to 8pm) are over: nothing today, and 14 days are offered.
    expect(days[0]?.day).toBe("2026-03-28");
    expect(days.at(-1)?.day).toBe("2026-04-09");
  });

  it("keeps London wall-clock times across the autumn clock change", () => {
    const now = new Date("2026-10-24T20:00:00Z");
    const slots = tourSlots("novogreenwich", staffed, open, now);
    const sunday = slotsByDay(slots).find((d) => d.day === "2026-10-25");
    const monday = slotsByDay(slots).find((d) => d.day === "2026-10-26");
    expect(sunday?.slots[0]).toMatchObject({ time: "08:00", start: "2026-10-25T08:00:00.000Z" });
    // Weekdays are staffed 8am-8pm: 24 slots, the last at 19:30 GMT.
    expect(monday?.slots).toHaveLength(24);
    expect(monday?.slots.at(-1)).toMatchObject({ time: "19:30", start: "2026-10-26T19:30:00.000Z" });
  });

  it("offers nothing on a closed date and nothing in the past", () => {
    const now = new Date("2026-12-24T12:10:00Z");
    const christmas = { ...tourRules, closedDates: [{ date: "2026-12-25" }, { date: "2026-12-26" }] };
    const slots = tourSlots("novogreenwich", staffed, christmas, now);
    const days = slotsByDay(slots).map((d) => d.day);
    expect(days).not.toContain("2026-12-25");
    expect(days).not.toContain("2026-12-26");
    expect(days).toContain("2026-12-27");
    // Today's first slot is the next whole one after 12:10.
    expect(slots[0]).toMatchObject({ day: "2026-12-24", time: "12:30" });
    expect(slots.every((s) => Date.parse(s.start) > now.getTime())).toBe(true);
  });

  it("closes a date for one gym only when it says so", () => {
    const now = new Date("2026-06-01T06:00:00Z");
    const rules = { ...tourRules, closedDates: [{ date: "2026-06-02", gyms: ["novowelling"] }] };
    expect(slotsByDay(tourSlots("novogreenwich", staffed, rules, now)).map((d) => d.day)).toContain(
      "2026-06-02",
    );
    expect(slotsByDay(tourSlots("novowelling", staffed, rules, now)).map((d) => d.day)).not.toContain(
      "2026-06-02",
    );
  });

  it("names days and finds the nearest free slots", () => {
    expect(dayLabel("2026-03-29")).toBe("Sunday 29 March");
    const now = new Date("2026-06-01T06:00:00Z");
    const slots = tourSlots("novogreenwich", staffed, open, now);
    const chosen = slots[5]?.start ?? ""; // 10:30 on Monday 1 June
    const near = nearestSlots(slots, chosen, 3);
    expect(near.map((s) => s.time)).toEqual(["09:30", "10:00", "11:00"]);
  });
});

describe("tour slots are bounded whatever the content says (issue 30)", () => {
  it("3,000 all-day staffed ranges, a year ahead and 1-minute slots give at most one slot per start per day", () => {
    const allDay = {
      label: "all day",
      days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
      opens: "00:00",
      closes: "23:59",
    } as (typeof staffed)[number];
    const started = performance.now();
    const slots = tourSlots(
      "novogreenwich",
      Array.from({ length: 3000 }, () => allDay),
      { ...open, daysAhead: 365, slotMinutes: 1 },
      new Date("2026-03-27T21:00:00Z"),
    );
    expect(slots.length).toBeLessThanOrEqual(TOUR_MAX_DAYS * ((24 * 60) / TOUR_MIN_SLOT_MINUTES));
    expect(slots.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
