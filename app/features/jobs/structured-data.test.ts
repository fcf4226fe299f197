import { describe, expect, it } from "vitest";
import { jobPostingJsonLd } from "#app/features/jobs/structured-data.ts";
import { brand } from "#contracts/content/brand.ts";
import { jsonLdProblems } from "#tests/build/json-ld-rules.ts";
import { shippedJobs as jobListings } from "#tests/shipped.server.ts";
import { shippedGym, shippedGyms } from "#tests/shipped.ts";

describe("jobPostingJsonLd", () => {
  it.each(jobListings.map((job) => job.id))("meets the JobPosting rules for %s", (id) => {
    expect(jsonLdProblems(jobPostingJsonLd(jobListings.find((job) => job.id === id)!, shippedGyms))).toEqual(
      [],
    );
  });

  it("gives a salaried listing a GBP MonetaryAmount and the gym's address", () => {
    const job = jobListings.find(
      (j) => j.title === "Fitness Instructor" && j.locationIdentifier === "welling",
    )!;
    const ld = jobPostingJsonLd(job, shippedGyms);
    expect(ld.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "GBP",
      value: { "@type": "QuantitativeValue", value: 25400, unitText: "YEAR" },
    });
    expect(ld.employmentType).toEqual(["FULL_TIME", "PART_TIME"]);
    expect(ld.jobLocation?.address.postalCode).toBe(shippedGym("welling").postcode);
    expect(ld.hiringOrganization.name).toBe(brand.legalName);
    expect(ld.datePosted).toBe(job.datePosted);
    expect(ld.description).toContain("<li>");
  });

  it("pays the studio instructor by the hour and leaves the freelance trainer without a salary", () => {
    const studio = jobListings.find((j) => j.salaryValue?.unit === "HOUR")!;
    expect(jobPostingJsonLd(studio, shippedGyms).baseSalary?.value).toEqual({
      "@type": "QuantitativeValue",
      value: 17.5,
      unitText: "HOUR",
    });
    const trainer = jobListings.find((j) => j.title === "Personal Trainer")!;
    expect(jobPostingJsonLd(trainer, shippedGyms)).not.toHaveProperty("baseSalary");
  });
});
