import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/client.ts";
import { pageViews, submissions, tourBookings } from "#server/db/schema.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { shippedPlaces } from "#tests/shipped.ts";
import {
  conversionReport,
  lastWeeks,
  leadsByPage,
  leadsPerWeek,
  MAX_PAGE_ROWS,
  MAX_REFERERS_PER_DAY,
  tourSteps,
} from "./conversion";
import { OTHER_PAGES } from "./paths";

// Wednesday 4 November 2026, GMT: this week starts on Monday 2 November, the 12th week back on 17 August.
const now = new Date("2026-11-04T12:00:00Z");
const places = shippedPlaces.map((place) => place.formName);

interface Seed {
  at: string;
  gym?: string;
  kind?: "lead" | "enquiry";
  referer?: string | null;
  spam?: boolean;
  held?: boolean;
}

async function seed(db: Db, rows: Seed[]) {
  await db.insert(submissions).values(
    rows.map((row, i) => ({
      kind: row.kind ?? "lead",
      payload: {},
      email: `person${i}@example.com`,
      gym: row.gym ?? "novogreenwich",
      spam: row.spam ?? false,
      held: row.held ?? false,
      referer: row.referer === undefined ? "https://novo.example/greenwich" : row.referer,
      ipHash: "test",
      createdAt: new Date(row.at),
    })),
  );
}

describe.each(backendNames)("conversion statistics on %s", (backendName) => {
  let backend: TestBackend;
  let db: Db;

  beforeAll(async () => {
    backend = await createBackend(backendName);
    db = backend.database.db;
  });
  afterAll(async () => backend?.dispose());
  beforeEach(async () => {
    await backend.reset();
    await db.execute(sql`TRUNCATE page_views`);
  });

  it("the default period is the last 12 weeks, Monday to today, in London", () => {
    expect(lastWeeks(now)).toEqual({ from: "2026-08-17", to: "2026-11-04" });
    // 23:30 UTC on Sunday 6 September is 00:30 on Monday 7 September in London (BST).
    expect(lastWeeks(new Date("2026-09-06T23:30:00Z"), 1)).toEqual({ from: "2026-09-07", to: "2026-09-07" });
  });

  it("counts leads per week per gym in London weeks, zero-filled, across the October clock change", async () => {
    await seed(db, [
      // Sunday 16 August 23:30 BST: the week before the 12 (left out); 00:30 on Monday 17 August: the first.
      { at: "2026-08-16T22:30:00Z" },
      { at: "2026-08-16T23:30:00Z" },
      // Monday 19 October 00:30 BST (still Sunday in UTC) ...
      { at: "2026-10-18T23:30:00Z", gym: "novowelling" },
      // ... Sunday 25 October 23:59 GMT, after the clocks went back at 01:00 UTC that morning: the same week.
      { at: "2026-10-25T23:59:00Z", gym: "novowelling" },
      // Monday 26 October 00:00 GMT: the next week.
      { at: "2026-10-26T00:00:00Z", gym: "novowelling", held: true },
      { at: "2026-11-03T09:00:00Z", gym: "novoarmory" },
      // Not leads: spam, an enquiry.
      { at: "2026-11-03T09:00:00Z", spam: true },
      { at: "2026-11-03T09:00:00Z", kind: "enquiry" },
    ]);
    const result = await leadsPerWeek(db, { places, now });
    expect(result.weeks).toHaveLength(12);
    expect(result.weeks[0]).toBe("2026-08-17");
    expect(result.weeks[9]).toBe("2026-10-19");
    expect(result.weeks[11]).toBe("2026-11-02");
    const counts = Object.fromEntries(result.series.map((s) => [s.gym, s.counts]));
    expect(Object.keys(counts)).toEqual(["novoarmory", "novogreenwich", "novowelling"]);
    expect(counts.novogreenwich).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(counts.novowelling).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 0]);
    expect(counts.novoarmory).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);

    const welling = await leadsPerWeek(db, { places, now, gym: "novowelling" });
    expect(welling.series).toEqual([{ gym: "novowelling", counts: counts.novowelling }]);
  });

  it("gives leads by page of origin with each page's conversion rate over the same period", async () => {
    await seed(db, [
      { at: "2026-10-01T10:00:00Z", referer: "https://novo.example/greenwich/?utm_source=news" },
      { at: "2026-10-02T10:00:00Z", referer: "https://novo.example/Greenwich" },
      { at: "2026-10-03T10:00:00Z", referer: "https://novo.example/greenwich#form", held: true },
      { at: "2026-10-03T10:00:00Z", referer: "https://novo.example/welling", gym: "novowelling" },
      { at: "2026-10-03T10:00:00Z", referer: null, gym: "novowelling" },
      { at: "2026-10-03T10:00:00Z", referer: "not a url", gym: "novowelling" },
      // Outside the period, spam, and an enquiry: none counts.
      { at: "2026-06-01T10:00:00Z" },
      { at: "2026-10-03T10:00:00Z", spam: true },
      { at: "2026-10-03T10:00:00Z", kind: "enquiry" },
    ]);
    await db.insert(pageViews).values([
      { path: "/greenwich", day: "2026-10-01", views: 60 },
      { path: "/greenwich", day: "2026-10-02", views: 40 },
      { path: "/faq", day: "2026-10-01", views: 40 },
      { path: "/faq", day: "2026-06-01", views: 1000 },
    ]);

    const all = await leadsByPage(db, { now });
    expect(all).toEqual({
      from: "2026-08-17",
      to: "2026-11-04",
      gym: null,
      pages: [
        { path: "/greenwich", leads: 3, views: 100, rate: 0.03 },
        { path: "(unknown)", leads: 2, views: 0, rate: null },
        { path: "/welling", leads: 1, views: 0, rate: null },
        { path: "/faq", leads: 0, views: 40, rate: 0 },
      ],
    });

    // A gym's own view: its leads, against the views of every page.
    const welling = await leadsByPage(db, { now, gym: "novowelling" });
    expect(welling.pages).toEqual([
      { path: "(unknown)", leads: 2, views: 0, rate: null },
      { path: "/welling", leads: 1, views: 0, rate: null },
      { path: "/greenwich", leads: 0, views: 100, rate: 0 },
      { path: "/faq", leads: 0, views: 40, rate: 0 },
    ]);
  });

  it("keeps the chart bounded when a script sends a fresh Referer with every lead, losing no lead", async () => {
    const junk = MAX_REFERERS_PER_DAY + 100;
    await seed(db, [
      ...Array.from({ length: 5 }, () => ({ at: "2026-10-01T10:00:00Z" })),
      ...Array.from({ length: junk }, (_, i) => ({
        at: "2026-10-01T11:00:00Z",
        referer: `https://evil.example/spam-${i}`,
      })),
    ]);
    await db.insert(pageViews).values([{ path: "/greenwich", day: "2026-10-01", views: 50 }]);
    const { pages } = await leadsByPage(db, { now });
    expect(pages.length).toBeLessThanOrEqual(MAX_PAGE_ROWS);
    expect(pages[0]).toEqual({ path: OTHER_PAGES, leads: junk - (MAX_PAGE_ROWS - 2), views: 0, rate: null });
    expect(pages).toContainEqual({ path: "/greenwich", leads: 5, views: 50, rate: 0.1 });
    expect(pages.reduce((sum, page) => sum + page.leads, 0)).toBe(junk + 5);
  });

  it("caps the referers read per London day: a flooded day keeps its own cap and cannot crowd out another day's pages", async () => {
    // Three days on which a script posts 2 leads each from cap + 20 invented referers (query strings of one
    // page), and a quiet day with one real lead from /welling, fewer than any of the invented ones.
    const extra = 20;
    const flooded = ["2026-10-01", "2026-10-02", "2026-10-03"];
    await seed(db, [
      ...flooded.flatMap((day) =>
        Array.from({ length: (MAX_REFERERS_PER_DAY + extra) * 2 }, (_, i) => ({
          // Morning and evening of the same London day (BST in October).
          at: `${day}T${i % 2 ? "08:00" : "20:00"}:00Z`,
          referer: `https://novo.example/greenwich?utm_id=${day}-${Math.floor(i / 2)}`,
        })),
      ),
      { at: "2026-10-04T10:00:00Z", gym: "novowelling", referer: "https://novo.example/welling" },
    ]);
    const { pages } = await leadsByPage(db, { now });
    expect(pages).toEqual([
      // Each flooded day's own cap of referers is read, 2 leads each...
      { path: "/greenwich", leads: flooded.length * MAX_REFERERS_PER_DAY * 2, views: 0, rate: null },
      // ...the rest of each day are one row, so no lead is lost...
      { path: OTHER_PAGES, leads: flooded.length * extra * 2, views: 0, rate: null },
      // ...and the quiet day's page is read although every invented referer outranks it.
      { path: "/welling", leads: 1, views: 0, rate: null },
    ]);
  });

  it("gives both at once for the staff page, for a gym too", async () => {
    await seed(db, [
      { at: "2026-10-01T10:00:00Z", gym: "novowelling", referer: "https://novo.example/welling" },
    ]);
    await db.insert(pageViews).values([{ path: "/welling", day: "2026-10-01", views: 4 }]);
    const report = await conversionReport(db, { places, now, gym: "novowelling" });
    expect(report).toEqual({
      weekly: await leadsPerWeek(db, { places, now, gym: "novowelling" }),
      pages: await leadsByPage(db, { now, gym: "novowelling" }),
      tours: await tourSteps(db, { places, now, gym: "novowelling" }),
    });
    expect(report.pages.pages).toEqual([{ path: "/welling", leads: 1, views: 4, rate: 0.25 }]);
    expect(report.weekly.series[0]?.counts.reduce((a, b) => a + b)).toBe(1);
  });

  it("takes an explicit period, both days included, in London days", async () => {
    await seed(db, [
      // 00:30 BST on 1 October: inside a period starting that day; 23:30 BST on 1 October: inside too.
      { at: "2026-09-30T23:30:00Z" },
      { at: "2026-10-01T22:30:00Z" },
      // 00:30 BST on 2 October: outside.
      { at: "2026-10-01T23:30:00Z" },
    ]);
    await db.insert(pageViews).values([
      { path: "/greenwich", day: "2026-10-01", views: 8 },
      { path: "/greenwich", day: "2026-10-02", views: 100 },
    ]);
    const result = await leadsByPage(db, { from: "2026-10-01", to: "2026-10-01" });
    expect(result.pages).toEqual([{ path: "/greenwich", leads: 2, views: 8, rate: 0.25 }]);
    await expect(leadsByPage(db, { from: "2026-10-02", to: "2026-10-01" })).rejects.toThrow(RangeError);
    await expect(leadsByPage(db, { from: "yesterday" })).rejects.toThrow(RangeError);
  });

  it("counts, per gym, leads, tours booked and tours attended in the period, in London days", async () => {
    await seed(db, [
      { at: "2026-10-01T10:00:00Z" },
      { at: "2026-10-02T10:00:00Z" },
      { at: "2026-10-03T10:00:00Z", spam: true },
      { at: "2026-10-03T10:00:00Z", kind: "enquiry" },
      { at: "2026-10-04T10:00:00Z", gym: "novowelling" },
    ]);
    const [tour] = await db
      .insert(submissions)
      .values({ kind: "tour", payload: {}, email: "t@example.com", gym: "novogreenwich", ipHash: "t" })
      .returning({ id: submissions.id });
    const booking = (
      createdAt: string,
      gym: string,
      status: "booked" | "attended" | "cancelled" | "no-show",
    ) => ({
      submissionId: tour?.id ?? "",
      gym,
      startsAt: new Date("2026-10-20T09:00:00Z"),
      endsAt: new Date("2026-10-20T09:30:00Z"),
      status,
      createdAt: new Date(createdAt),
    });
    await db.insert(tourBookings).values([
      booking("2026-10-01T11:00:00Z", "novogreenwich", "attended"),
      booking("2026-10-01T12:00:00Z", "novogreenwich", "no-show"),
      booking("2026-10-02T12:00:00Z", "novogreenwich", "cancelled"),
      booking("2026-10-05T12:00:00Z", "novowelling", "attended"),
      // 00:30 BST on 2 October: outside a period ending on 1 October.
      booking("2026-10-01T23:30:00Z", "novogreenwich", "attended"),
    ]);
    const all = await tourSteps(db, { places, now });
    expect(all).toEqual({
      from: "2026-08-17",
      to: "2026-11-04",
      gyms: [
        { gym: "novoarmory", leads: 0, toursBooked: 0, toursAttended: 0 },
        { gym: "novogreenwich", leads: 2, toursBooked: 4, toursAttended: 2 },
        { gym: "novowelling", leads: 1, toursBooked: 1, toursAttended: 1 },
      ],
    });
    expect(
      (await tourSteps(db, { places, from: "2026-10-01", to: "2026-10-01", gym: "novogreenwich" })).gyms,
    ).toEqual([{ gym: "novogreenwich", leads: 1, toursBooked: 2, toursAttended: 1 }]);
    await expect(tourSteps(db, { places, from: "2026-10-02", to: "2026-10-01" })).rejects.toThrow(RangeError);
  });

  it("gives empty results on an empty database", async () => {
    const weekly = await leadsPerWeek(db, { places, now });
    expect(weekly.series.every((s) => s.counts.every((n) => n === 0))).toBe(true);
    expect((await leadsByPage(db, { now })).pages).toEqual([]);
  });
});
