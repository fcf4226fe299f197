import { describe, expect, it } from "vitest";
import {
  chaseCalendar,
  isStaffedAt,
  londonDay,
  nextStaffedInstant,
  type StaffedCalendar,
  staffedDeadline,
  staffedMsBetween,
} from "./staffed-time";

const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri"] as const;
/** Staffed 09:00-17:00 on weekdays, 10:00-14:00 on Saturday, never on Sunday. */
const gym: StaffedCalendar = {
  staffed: [
    { days: weekdays, opens: "09:00", closes: "17:00" },
    { days: ["Sat"], opens: "10:00", closes: "14:00" },
  ],
  closedDates: [],
};
/** Staffed all day every day (but the last minute), to see the clock changes inside one window. */
const allDay: StaffedCalendar = {
  staffed: [{ days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], opens: "00:00", closes: "23:59" }],
  closedDates: [],
};
const minutes = (ms: number) => ms / 60_000;
const at = (iso: string) => new Date(iso);

describe("staffed time", () => {
  it("counts only staffed minutes across midnight: 23:00 to 09:05 next day is 5 minutes", () => {
    // Tuesday 10 November 2026 (GMT: London = UTC).
    const from = at("2026-11-10T23:00:00Z");
    const to = at("2026-11-11T09:05:00Z");
    expect(minutes(staffedMsBetween(gym, from, to))).toBe(5);
    expect(minutes(to.getTime() - from.getTime())).toBe(605);
  });

  it("counts within one window and across several days", () => {
    expect(minutes(staffedMsBetween(gym, at("2026-11-10T09:10:00Z"), at("2026-11-10T09:25:00Z")))).toBe(15);
    // Tuesday 16:50 to Wednesday 09:10: 10 + 10.
    expect(minutes(staffedMsBetween(gym, at("2026-11-10T16:50:00Z"), at("2026-11-11T09:10:00Z")))).toBe(20);
    expect(staffedMsBetween(gym, at("2026-11-11T09:10:00Z"), at("2026-11-10T09:10:00Z"))).toBe(0);
  });

  it("skips the weekend's unstaffed hours: Friday 16:55 to Monday 09:05", () => {
    // Fri 13 Nov: 5 min; Sat 14 Nov: 4 h; Sun: none; Mon 16 Nov: 5 min.
    const ms = staffedMsBetween(gym, at("2026-11-13T16:55:00Z"), at("2026-11-16T09:05:00Z"));
    expect(minutes(ms)).toBe(5 + 240 + 5);
  });

  it("skips closed dates", () => {
    const closed: StaffedCalendar = { ...gym, closedDates: ["2026-12-25"] };
    // Thursday 24 December 16:50 to Saturday 26 December 10:05 (Christmas Day closed).
    const from = at("2026-12-24T16:50:00Z");
    const to = at("2026-12-26T10:05:00Z");
    expect(minutes(staffedMsBetween(closed, from, to))).toBe(10 + 5);
    expect(minutes(staffedMsBetween(gym, from, to))).toBe(10 + 480 + 5);
    expect(staffedDeadline(closed, from, 15)?.toISOString()).toBe("2026-12-26T10:05:00.000Z");
  });

  it("keeps London hours across the spring clock change (last Sunday of March)", () => {
    // Saturday 28 March 2026 23:00 GMT; BST from Sunday 01:00 UTC; Monday 30 March opens 09:00 BST = 08:00 UTC.
    const from = at("2026-03-28T23:00:00Z");
    expect(staffedDeadline(gym, from, 5)?.toISOString()).toBe("2026-03-30T08:05:00.000Z");
    expect(minutes(staffedMsBetween(gym, from, at("2026-03-30T08:05:00Z")))).toBe(5);
    // The day of the change has 23 hours: staffed 00:00-23:59 is 22 h 59 min.
    const sunday = staffedMsBetween(allDay, at("2026-03-29T00:00:00Z"), at("2026-03-29T23:00:00Z"));
    expect(minutes(sunday)).toBe(22 * 60 + 59);
  });

  it("keeps London hours across the autumn clock change (last Sunday of October)", () => {
    // Friday 23 October 2026 16:55 BST (15:55 UTC); GMT from Sunday 25 October 01:00 UTC.
    const from = at("2026-10-23T15:55:00Z");
    // 5 minutes on Friday, 240 on Saturday (10:00-14:00 BST), then Monday 26 October 09:00 GMT.
    expect(staffedDeadline(gym, from, 250)?.toISOString()).toBe("2026-10-26T09:05:00.000Z");
    expect(minutes(staffedMsBetween(gym, from, at("2026-10-26T09:05:00Z")))).toBe(250);
    // The day of the change has 25 hours: staffed 00:00-23:59 is 24 h 59 min.
    const sunday = staffedMsBetween(allDay, at("2026-10-24T23:00:00Z"), at("2026-10-26T00:00:00Z"));
    expect(minutes(sunday)).toBe(24 * 60 + 59);
  });

  it("finds the deadline inside staffed hours, never at night", () => {
    // Tuesday 16:50: 10 minutes today, the other 5 on Wednesday from 09:00.
    expect(staffedDeadline(gym, at("2026-11-10T16:50:00Z"), 15)?.toISOString()).toBe(
      "2026-11-11T09:05:00.000Z",
    );
    expect(staffedDeadline(gym, at("2026-11-10T10:00:00Z"), 60)?.toISOString()).toBe(
      "2026-11-10T11:00:00.000Z",
    );
    expect(staffedDeadline({ staffed: [], closedDates: [] }, at("2026-11-10T10:00:00Z"), 15)).toBeNull();
  });

  it("says whether an instant is staffed and when staff are next in", () => {
    expect(isStaffedAt(gym, at("2026-11-10T09:00:00Z"))).toBe(true);
    expect(isStaffedAt(gym, at("2026-11-10T17:00:00Z"))).toBe(false);
    expect(isStaffedAt(gym, at("2026-11-15T12:00:00Z"))).toBe(false);
    expect(nextStaffedInstant(gym, at("2026-11-10T12:00:00Z"))?.toISOString()).toBe(
      "2026-11-10T12:00:00.000Z",
    );
    // Saturday 14:30: next is Monday 09:00.
    expect(nextStaffedInstant(gym, at("2026-11-14T14:30:00Z"))?.toISOString()).toBe(
      "2026-11-16T09:00:00.000Z",
    );
    expect(londonDay(at("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
  });

  it("counts overlapping ranges once", () => {
    const overlapping: StaffedCalendar = {
      staffed: [...gym.staffed, { days: ["Fri"], opens: "16:00", closes: "19:00" }],
      closedDates: [],
    };
    // Friday 13 November 09:00-19:00: 10 hours, not 11.
    const ms = staffedMsBetween(overlapping, at("2026-11-13T00:00:00Z"), at("2026-11-14T00:00:00Z"));
    expect(minutes(ms)).toBe(600);
  });

  it("chases a gym without staffed hours as always staffed, and keeps only the closed dates still to come", () => {
    const tuesdayNight = at("2026-11-10T23:00:00Z");
    const none = chaseCalendar({ staffed: [], closedDates: ["2026-12-25"] }, tuesdayNight);
    const noDays = chaseCalendar(
      { staffed: [{ days: [], opens: "09:00", closes: "17:00" }], closedDates: [] },
      tuesdayNight,
    );
    for (const calendar of [none, noDays]) {
      expect(calendar).toEqual({ staffed: [], closedDates: [], always: true });
      expect(isStaffedAt(calendar, tuesdayNight)).toBe(true);
      expect(staffedDeadline(calendar, tuesdayNight, 15)).toEqual(at("2026-11-10T23:15:00Z"));
      expect(minutes(staffedMsBetween(calendar, tuesdayNight, at("2026-11-11T09:05:00Z")))).toBe(605);
      expect(nextStaffedInstant(calendar, tuesdayNight)).toEqual(tuesdayNight);
    }
    const kept = chaseCalendar(
      { ...gym, closedDates: ["2026-11-09", "2026-11-10", "2026-12-25"] },
      tuesdayNight,
    );
    expect(kept).toEqual({ staffed: gym.staffed, closedDates: ["2026-11-10", "2026-12-25"] });
  });
});
