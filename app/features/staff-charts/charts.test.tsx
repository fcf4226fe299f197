import { render as renderBare, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import type { LeadsByPage, LeadsPerWeek, TourSteps } from "#contracts/stats.ts";
import { WithGyms } from "#tests/gyms-router.tsx";
import { ConversionCharts } from "./ConversionCharts";
import { countTicks, formatRate } from "./format";
import { LeadsPerWeekChart } from "./LeadsPerWeekChart";
import { ConversionRateChart, LeadsByPageChart } from "./PageCharts";
import { TourStepsChart } from "./TourStepsChart";

/** Rendered under a root that serves the shipped gyms, as the app's root loader does (useGyms()). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: WithGyms });

const weekly: LeadsPerWeek = {
  weeks: ["2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02"],
  series: [
    { gym: "novoarmory", counts: [0, 1, 0, 2] },
    { gym: "novogreenwich", counts: [5, 0, 3, 1] },
    { gym: "novowelling", counts: [10, 2, 0, 0] },
  ],
};

const byPage: LeadsByPage = {
  from: "2026-08-17",
  to: "2026-11-04",
  gym: null,
  pages: [
    { path: "/greenwich", leads: 6, views: 200, rate: 0.03 },
    { path: "(unknown)", leads: 3, views: 0, rate: null },
    { path: "/welling", leads: 2, views: 0, rate: null },
    { path: "/faq", leads: 0, views: 40, rate: 0 },
  ],
};

/** The table's body as text, row by row. */
function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""));
}

const rects = (container: HTMLElement) => [...container.querySelectorAll<SVGRectElement>("rect[data-value]")];
const size = (rect: SVGRectElement, attribute: "height" | "width") => Number(rect.getAttribute(attribute));

describe("LeadsPerWeekChart", () => {
  it("has a table with a caption, headers and the same numbers as the data", () => {
    render(<LeadsPerWeekChart data={weekly} />);
    const table = screen.getByRole("table", { name: /Leads per week/ });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Week beginning", "Armory", "Greenwich", "Welling", "Total"]);
    expect(tableRows(table)).toEqual([
      ["12 Oct 2026", "0", "5", "10", "15"],
      ["19 Oct 2026", "1", "0", "2", "3"],
      ["26 Oct 2026", "0", "3", "0", "3"],
      ["2 Nov 2026", "2", "1", "0", "3"],
      ["All weeks", "3", "9", "12", "24"],
    ]);
    expect(within(table).getAllByRole("rowheader")[0]).toHaveAttribute("scope", "row");
  });

  it("draws one bar segment per non-zero count, heights in proportion, and summarises it as an image", () => {
    const { container } = render(<LeadsPerWeekChart data={weekly} />);
    const image = screen.getByRole("img");
    expect(image.getAttribute("aria-label")).toContain("24 leads in all; Armory 3, Greenwich 9, Welling 12");
    expect(image.getAttribute("aria-label")).toContain("Busiest week: 12 Oct 2026, with 15");
    const segments = rects(container);
    expect(segments).toHaveLength(7);
    const welling = segments.find((r) => r.dataset.week === "2026-10-12" && r.dataset.gym === "novowelling")!;
    const greenwich = segments.find(
      (r) => r.dataset.week === "2026-10-12" && r.dataset.gym === "novogreenwich",
    )!;
    expect(size(welling, "height")).toBeCloseTo(2 * size(greenwich, "height"));
    // Stacked in the content's gym order, bottom up: Welling's segment rests on Greenwich's.
    expect(Number(welling.getAttribute("y")) + size(welling, "height")).toBeCloseTo(
      Number(greenwich.getAttribute("y")),
    );
  });

  it("says so when there are no leads", () => {
    render(
      <LeadsPerWeekChart
        data={{ ...weekly, series: weekly.series.map((s) => ({ ...s, counts: [0, 0, 0, 0] })) }}
      />,
    );
    expect(screen.getByText("No leads in this period.")).toBeVisible();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows one gym without a legend or a total column", () => {
    render(<LeadsPerWeekChart data={{ weeks: weekly.weeks, series: [weekly.series[1]!] }} />);
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Week beginning", "Greenwich"]);
    expect(screen.queryByRole("list")).toBeNull();
  });
});

describe("LeadsByPageChart", () => {
  it("lists the pages with leads, most first, in the table and as proportional bars", () => {
    const { container } = render(<LeadsByPageChart data={byPage} />);
    const table = screen.getByRole("table", { name: /Leads by page of origin, 17 Aug 2026 to 4 Nov 2026/ });
    expect(tableRows(table)).toEqual([
      ["/greenwich", "6"],
      ["(unknown)", "3"],
      ["/welling", "2"],
    ]);
    const bars = rects(container);
    expect(bars.map((b) => b.dataset.path)).toEqual(["/greenwich", "(unknown)", "/welling"]);
    expect(size(bars[0]!, "width")).toBeCloseTo(3 * size(bars[2]!, "width"));
    expect(screen.getByRole("img").getAttribute("aria-label")).toContain(
      "11 leads from 3 pages; /greenwich 6, (unknown) 3, /welling 2",
    );
  });

  it("says so when there are no leads", () => {
    render(<LeadsByPageChart data={{ ...byPage, pages: [{ path: "/faq", leads: 0, views: 9, rate: 0 }] }} />);
    expect(screen.getByText("No leads in this period.")).toBeVisible();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("names the gym in a gym's own view", () => {
    render(<LeadsByPageChart data={{ ...byPage, gym: "novowelling" }} />);
    expect(screen.getByRole("table", { name: /Welling leads/ })).toBeInTheDocument();
  });
});

describe("ConversionRateChart", () => {
  it("shows rates, 0% for views without leads and a dash, not infinity, for leads without views", () => {
    const { container } = render(<ConversionRateChart data={byPage} />);
    const table = screen.getByRole("table", { name: /Conversion rate by page/ });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Page", "Leads", "Views", "Rate"]);
    expect(tableRows(table)).toEqual([
      ["/greenwich", "6", "200", "3.0%"],
      ["/faq", "0", "40", "0.0%"],
      ["(unknown)", "3", "0", "—"],
      ["/welling", "2", "0", "—"],
    ]);
    expect(container.textContent).not.toMatch(/Infinity|NaN/);
    expect(rects(container).map((b) => b.dataset.path)).toEqual(["/greenwich"]);
    expect(screen.getByRole("img").getAttribute("aria-label")).toContain("/greenwich 3.0% (6 of 200)");
  });

  it("says so when there is nothing in the period", () => {
    render(<ConversionRateChart data={{ ...byPage, pages: [] }} />);
    expect(screen.getByText("No leads or page views in this period.")).toBeVisible();
  });
});

const tourSteps: TourSteps = {
  from: "2026-08-17",
  to: "2026-11-04",
  gyms: [
    { gym: "novoarmory", leads: 3, toursBooked: 0, toursAttended: 0 },
    { gym: "novogreenwich", leads: 9, toursBooked: 4, toursAttended: 2 },
    { gym: "novowelling", leads: 12, toursBooked: 1, toursAttended: 0 },
  ],
};

describe("TourStepsChart", () => {
  it("has leads, tour booked and tour attended per gym, in its table and its bars", () => {
    const { container } = render(<TourStepsChart data={tourSteps} />);
    const table = screen.getByRole("table", { name: /From lead to tour/ });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Gym", "Leads", "Tour booked", "Tour attended"]);
    expect(tableRows(table)).toEqual([
      ["Armory", "3", "0", "0"],
      ["Greenwich", "9", "4", "2"],
      ["Welling", "12", "1", "0"],
    ]);
    expect(rects(container).map((r) => r.getAttribute("data-path"))).toEqual([
      "Armory: leads",
      "Greenwich: leads",
      "Greenwich: tour booked",
      "Greenwich: tour attended",
      "Welling: leads",
      "Welling: tour booked",
    ]);
    // Bars in proportion: Welling's 12 leads are the longest, Greenwich's 4 tours a third of it.
    const [, , greenwichBooked, , wellingLeads] = rects(container);
    if (!greenwichBooked || !wellingLeads) throw new Error("no bars");
    expect(size(greenwichBooked, "width") / size(wellingLeads, "width")).toBeCloseTo(4 / 12);
    expect(screen.getByRole("img").getAttribute("aria-label")).toContain(
      "Greenwich 9 leads, 4 booked, 2 attended",
    );
  });

  it("says so when there is nothing in the period", () => {
    render(
      <TourStepsChart
        data={{
          ...tourSteps,
          gyms: tourSteps.gyms.map((g) => ({ ...g, leads: 0, toursBooked: 0, toursAttended: 0 })),
        }}
      />,
    );
    expect(screen.getByText("No leads or tours in this period.")).toBeVisible();
  });
});

describe("ConversionCharts", () => {
  it("draws the four charts of a report, each with its table", () => {
    render(<ConversionCharts report={{ weekly, pages: byPage, tours: tourSteps }} />);
    expect(screen.getAllByRole("figure")).toHaveLength(4);
    expect(screen.getAllByRole("img")).toHaveLength(4);
    expect(screen.getAllByRole("table").map((t) => t.querySelector("caption")?.textContent)).toEqual([
      "Leads per week, by week beginning (Monday)",
      "Leads by page of origin, 17 Aug 2026 to 4 Nov 2026",
      "Conversion rate by page, 17 Aug 2026 to 4 Nov 2026",
      "From lead to tour, 17 Aug 2026 to 4 Nov 2026",
    ]);
    expect(screen.getByText(/Moving between pages by the site's own links is not counted/)).toBeVisible();
  });
});

describe("chart helpers", () => {
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [4, [0, 1, 2, 3, 4]],
    [5, [0, 2, 4, 6]],
    [15, [0, 5, 10, 15]],
    [17, [0, 5, 10, 15, 20]],
    [230, [0, 100, 200, 300]],
  ])("ticks for a maximum of %i are %j", (max, ticks) => {
    expect(countTicks(max)).toEqual(ticks);
  });

  it("formats rates", () => {
    expect(formatRate(null)).toBe("—");
    expect(formatRate(0)).toBe("0.0%");
    expect(formatRate(0.0025)).toBe("0.25%");
    expect(formatRate(1.5)).toBe("150.0%");
  });
});
