import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { applicationMailto } from "#app/content/jobs.ts";
import { shippedJobs as jobListings } from "#tests/shipped.server.ts";
import { shippedCompany } from "#tests/shipped.ts";
import { JobListings } from "./JobListings";

/** The job's item. Plain DOM lookups: role queries over ten rich items are slow in jsdom. */
const item = (index: number) => {
  const job = jobListings[index]!;
  return Array.from(document.querySelectorAll("details")).find((d) => {
    const text = d.querySelector("summary")?.textContent ?? "";
    return text.startsWith(job.title) && text.includes(job.location);
  })!;
};

const careers = shippedCompany.emails.careers;

// The browser opens one at a time (details name) and CSS swaps READ MORE for CLOSE; tests/e2e clicks them.
describe("JobListings", () => {
  it("lists every job closed in one group, each toggle reading READ MORE, with salary, type and location", () => {
    render(<JobListings jobs={jobListings} applyEmail={careers} />);
    const items = Array.from(document.querySelectorAll("details"));
    expect(items).toHaveLength(jobListings.length);
    expect(new Set(items.map((d) => d.getAttribute("name"))).size).toBe(1);
    for (const details of items) {
      expect(details.open).toBe(false);
      expect(details.querySelector(".group-open\\:hidden")?.textContent).toBe("READ MORE");
      expect(details.querySelector(".group-open\\:inline")?.textContent).toBe("CLOSE");
    }
    const summary = item(0).querySelector("summary")?.textContent;
    expect(summary).toContain(jobListings[0]!.salary!);
    expect(summary).toContain(jobListings[0]!.employmentType);
  }, 15_000);

  it("holds each job's descriptions, responsibilities and e-mail application in its item", () => {
    render(<JobListings jobs={jobListings.slice(0, 3)} applyEmail={careers} />);
    expect(item(0).textContent).toContain(jobListings[0]!.responsibilities[0]!);
    expect(screen.getByText(jobListings[0]!.descriptions[0]!).closest("details")).toBe(item(0));
    expect(item(0).querySelector('a[href^="mailto:"]')?.getAttribute("href")).toBe(
      applicationMailto(jobListings[0]!, careers),
    );
  }, 15_000);
});
