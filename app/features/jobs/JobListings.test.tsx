import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { applicationMailto, jobListings } from "#app/content/jobs.ts";
import { JobListings } from "./JobListings";

/** The job's toggle. Plain DOM lookups: role queries over ten rich triggers are slow in jsdom. */
const toggle = (index: number) => {
  const job = jobListings[index]!;
  const buttons = Array.from(document.querySelectorAll("button"));
  return buttons.find((b) => b.textContent?.startsWith(job.title) && b.textContent.includes(job.location))!;
};

describe("JobListings", () => {
  it("lists every job closed, each toggle reading READ MORE, with salary, type and location", () => {
    render(<JobListings jobs={jobListings} />);
    const buttons = Array.from(document.querySelectorAll("button"));
    expect(buttons).toHaveLength(jobListings.length);
    for (const button of buttons) {
      expect(button.getAttribute("aria-expanded")).toBe("false");
      expect(button.textContent).toContain("READ MORE");
    }
    expect(toggle(0).textContent).toContain(jobListings[0]!.salary!);
    expect(toggle(0).textContent).toContain(jobListings[0]!.employmentType);
  }, 15_000);

  it("opens one at a time, reads CLOSE when open, and closes when the open one is clicked again", () => {
    render(<JobListings jobs={jobListings.slice(0, 3)} />);
    fireEvent.click(toggle(0));
    expect(toggle(0).getAttribute("aria-expanded")).toBe("true");
    expect(toggle(0).textContent).toContain("CLOSE");
    expect(screen.getByText(jobListings[0]!.responsibilities[0]!)).toBeTruthy();
    expect(screen.getByText(jobListings[0]!.descriptions[0]!)).toBeTruthy();
    expect(document.querySelector('a[href^="mailto:"]')?.getAttribute("href")).toBe(
      applicationMailto(jobListings[0]!),
    );

    fireEvent.click(toggle(1));
    expect(toggle(1).getAttribute("aria-expanded")).toBe("true");
    expect(toggle(0).getAttribute("aria-expanded")).toBe("false");
    expect(toggle(0).textContent).toContain("READ MORE");

    fireEvent.click(toggle(1));
    expect(toggle(1).getAttribute("aria-expanded")).toBe("false");
    expect(toggle(1).textContent).toContain("READ MORE");
  }, 15_000);
});
