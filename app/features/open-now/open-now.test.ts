import { describe, expect, it } from "vitest";
import { shippedGym } from "#tests/shipped.ts";
import { GYM_TIME_ZONE, londonOffsetMinutes, londonTime, openNowStatus } from "./open-now";

const greenwich = shippedGym("greenwich").hours;
const welling = shippedGym("welling").hours;
const armory = shippedGym("armory").hours;

describe("londonTime", () => {
  it("reads GMT in winter and BST in summer", () => {
    expect(londonTime(new Date("2025-01-15T12:00:00Z"))).toEqual({ day: "Wed", minutes: 12 * 60 });
    expect(londonTime(new Date("2025-07-15T12:00:00Z"))).toEqual({ day: "Tue", minutes: 13 * 60 });
  });
  it("rolls the weekday over at London midnight, not UTC midnight", () => {
    // 23:30 UTC on Friday 4 July 2025 is 00:30 BST on Saturday.
    expect(londonTime(new Date("2025-07-04T23:30:00Z"))).toEqual({ day: "Sat", minutes: 30 });
  });
  it("agrees with Intl's Europe/London (ICU's zone data) twice a day and either side of each change, 2000-2040", () => {
    const intl = new Intl.DateTimeFormat("en-GB", {
      timeZone: GYM_TIME_ZONE,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const byIntl = (at: Date) => {
      const parts = Object.fromEntries(intl.formatToParts(at).map((p) => [p.type, p.value]));
      return { day: parts.weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
    };
    const disagreements: string[] = [];
    const check = (at: Date) => {
      const expected = byIntl(at);
      const actual = londonTime(at);
      if (actual.day !== expected.day || actual.minutes !== expected.minutes)
        disagreements.push(`${at.toISOString()}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`);
    };
    const day = 86_400_000;
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2041, 0, 1); t += day) {
      // Twice a day, either side of London's midnight...
      check(new Date(t + 30 * 60_000));
      check(new Date(t + 12.5 * 3_600_000));
      // ...and on every Sunday of March and October, a minute either side of 01:00 UTC, when a change falls.
      const date = new Date(t);
      if (date.getUTCDay() === 0 && (date.getUTCMonth() === 2 || date.getUTCMonth() === 9))
        for (const minutes of [59, 60, 61]) check(new Date(t + minutes * 60_000));
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
    expect(londonOffsetMinutes(new Date("2026-03-29T00:59:59Z"))).toBe(0);
    expect(londonOffsetMinutes(new Date("2026-03-29T01:00:00Z"))).toBe(60);
    expect(londonOffsetMinutes(new Date("2026-10-25T00:59:59Z"))).toBe(60);
    expect(londonOffsetMinutes(new Date("2026-10-25T01:00:00Z"))).toBe(0);
  });
});

describe("openNowStatus on weekdays", () => {
  it("is staffed in staffed hours, with the closing time", () => {
    // Wednesday 15 January 2025, 12:00 GMT.
    const status = openNowStatus(greenwich, new Date("2025-01-15T12:00:00Z"));
    expect(status.staffed).toEqual({ open: true, text: "Staffed now until 8pm" });
    expect(status.recovery).toEqual({ open: true, text: "Recovery area open until 10pm" });
  });
  it("says when staff are next in later the same day", () => {
    // Wednesday 06:30 GMT: Welling staff from 7am, recovery from 8am.
    const status = openNowStatus(welling, new Date("2025-01-15T06:30:00Z"));
    expect(status.staffed).toEqual({ open: false, text: "Staff next in today at 7am" });
    expect(status.recovery).toEqual({ open: false, text: "Recovery area opens today at 8am" });
  });
  it("says tomorrow after closing, and treats the closing minute as closed", () => {
    const status = openNowStatus(greenwich, new Date("2025-01-15T20:00:00Z"));
    expect(status.staffed.text).toBe("Staff next in tomorrow at 8am");
    expect(status.recovery?.open).toBe(true);
  });
  it("moves from Friday night to the weekend hours", () => {
    // Friday 17 January 2025, 22:30 GMT.
    const status = openNowStatus(welling, new Date("2025-01-17T22:30:00Z"));
    expect(status.staffed.text).toBe("Staff next in tomorrow at 8am");
    expect(status.recovery?.text).toBe("Recovery area opens tomorrow at 9am");
  });
});

describe("openNowStatus at weekends", () => {
  it("uses the weekend hours", () => {
    // Sunday 19 January 2025, 15:00 GMT: Welling staffed until 4pm.
    const status = openNowStatus(welling, new Date("2025-01-19T15:00:00Z"));
    expect(status.staffed).toEqual({ open: true, text: "Staffed now until 4pm" });
    expect(status.recovery).toEqual({ open: true, text: "Recovery area open until 4pm" });
  });
  it("names the day when the next staffed day is more than a day away", () => {
    // The Armory is unstaffed on Sundays: Saturday 15:00 -> Monday 6am.
    const status = openNowStatus(armory, new Date("2025-01-18T15:00:00Z"));
    expect(status.staffed.text).toBe("Staff next in Monday at 6am");
    expect(status.recovery).toBeNull();
  });
  it("shows Saturday hours at the Armory", () => {
    const status = openNowStatus(armory, new Date("2025-01-18T09:00:00Z"));
    expect(status.staffed.text).toBe("Staffed now until 2pm");
  });
});

describe("openNowStatus across the clock changes", () => {
  it("spring forward: the same UTC instant is closed in GMT and open in BST", () => {
    // Sunday 23 March 2025 07:30 UTC = 07:30 GMT: Greenwich weekend staff from 8am.
    expect(openNowStatus(greenwich, new Date("2025-03-23T07:30:00Z")).staffed.text).toBe(
      "Staff next in today at 8am",
    );
    // Sunday 30 March 2025 07:30 UTC = 08:30 BST (clocks went forward at 01:00 UTC).
    expect(openNowStatus(greenwich, new Date("2025-03-30T07:30:00Z")).staffed).toEqual({
      open: true,
      text: "Staffed now until 4pm",
    });
  });
  it("spring forward: the missing hour does not break the status", () => {
    // 01:30 UTC on 30 March 2025 is 02:30 BST.
    expect(londonTime(new Date("2025-03-30T01:30:00Z"))).toEqual({ day: "Sun", minutes: 150 });
    expect(openNowStatus(welling, new Date("2025-03-30T01:30:00Z")).staffed.text).toBe(
      "Staff next in today at 8am",
    );
  });
  it("fall back: the same UTC instant is open in BST and closed in GMT", () => {
    // Saturday 25 October 2025 07:30 UTC = 08:30 BST.
    expect(openNowStatus(greenwich, new Date("2025-10-25T07:30:00Z")).staffed.open).toBe(true);
    // Sunday 26 October 2025 07:30 UTC = 07:30 GMT (clocks went back at 01:00 UTC).
    expect(openNowStatus(greenwich, new Date("2025-10-26T07:30:00Z")).staffed.text).toBe(
      "Staff next in today at 8am",
    );
  });
  it("fall back: the repeated hour reads as local time both times", () => {
    expect(londonTime(new Date("2025-10-26T00:30:00Z"))).toEqual({ day: "Sun", minutes: 90 });
    expect(londonTime(new Date("2025-10-26T01:30:00Z"))).toEqual({ day: "Sun", minutes: 90 });
  });
});
