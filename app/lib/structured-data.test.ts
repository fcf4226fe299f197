import { describe, expect, it } from "vitest";
import { blogPosts } from "#app/content/blog.ts";
import { brand } from "#app/content/brand.ts";
import { gymBySlug, gyms } from "#app/content/gyms.ts";
import { jobListings } from "#app/content/jobs.ts";
import { jsonLdProblems } from "#tests/build/json-ld-rules.ts";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  exerciseGymJsonLd,
  isoDateFromPublished,
  jobPostingJsonLd,
  jsonLdScript,
  organizationJsonLd,
  postalAddress,
  priceRange,
} from "./structured-data";

const allDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

describe("organizationJsonLd", () => {
  it("names the brand with its site, logo, phone and social profiles", () => {
    const org = organizationJsonLd();
    expect(jsonLdProblems(org)).toEqual([]);
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: brand.name,
      url: "http://localhost:3000/",
      telephone: brand.phoneE164,
    });
    expect(org.sameAs).toEqual([brand.social.gyms.href, brand.social.armory.href]);
  });
});

describe("exerciseGymJsonLd", () => {
  it.each(gyms.map((gym) => gym.slug))("meets the ExerciseGym rules for %s", (slug) => {
    expect(jsonLdProblems(exerciseGymJsonLd(gymBySlug(slug)))).toEqual([]);
  });

  it("describes a 24/7 gym as open 00:00-23:59 every day, with its address, geo and price", () => {
    const welling = gymBySlug("welling");
    const ld = exerciseGymJsonLd(welling);
    expect(ld.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: allDays, opens: "00:00", closes: "23:59" },
    ]);
    expect(ld.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "45 Bellegrove Road",
      addressLocality: "Welling",
      addressRegion: "Kent",
      postalCode: welling.postcode,
      addressCountry: "GB",
    });
    expect(ld.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: welling.latitude,
      longitude: welling.longitude,
    });
    expect(ld.telephone).toBe(brand.phoneE164);
    expect(ld.priceRange).toBe("£54.99 per month");
    expect(ld.url).toBe("http://localhost:3000/welling");
    expect(ld.sameAs).toEqual([brand.social.gyms.href]);
  });

  it("gives the Armory (open for classes only) its staffed hours and its own social link", () => {
    const ld = exerciseGymJsonLd(gymBySlug("armory"));
    expect(ld.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "06:00",
        closes: "22:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:00", closes: "14:00" },
    ]);
    expect(ld.address.streetAddress).toBe("Arch 12, Norman Road");
    expect(ld.address.addressLocality).toBe("Greenwich");
    expect(ld.priceRange).toBe("£120 per month");
    expect(ld.sameAs).toEqual([brand.social.armory.href]);
  });

  it("keeps the whole address as the street when the locality is not in it", () => {
    const gym = { ...gymBySlug("greenwich"), address: "1 Somewhere Lane" };
    expect(postalAddress(gym).streetAddress).toBe("1 Somewhere Lane");
    expect(postalAddress(gym).addressRegion).toBeUndefined();
  });

  it("formats prices to pence unless whole pounds", () => {
    expect(priceRange(84.99)).toBe("£84.99 per month");
    expect(priceRange(84.9)).toBe("£84.90 per month");
    expect(priceRange(120)).toBe("£120 per month");
  });
});

describe("blogPostingJsonLd", () => {
  it.each(blogPosts.map((post) => post.id))("meets the BlogPosting rules for post %s", (id) => {
    const post = blogPosts.find((p) => p.id === id)!;
    const ld = blogPostingJsonLd(post);
    expect(jsonLdProblems(ld)).toEqual([]);
    expect(ld.headline).toBe(post.title);
    expect(ld.datePublished).toBe(isoDateFromPublished(post.publishedDate));
    expect(ld.url).toBe(`http://localhost:3000/blog/${post.id}`);
  });

  it("turns dd.mm.yyyy into an ISO date", () => {
    expect(isoDateFromPublished("14.03.2025")).toBe("2025-03-14");
  });
});

describe("jobPostingJsonLd", () => {
  it.each(jobListings.map((job) => job.id))("meets the JobPosting rules for %s", (id) => {
    expect(jsonLdProblems(jobPostingJsonLd(jobListings.find((job) => job.id === id)!))).toEqual([]);
  });

  it("gives a salaried listing a GBP MonetaryAmount and the gym's address", () => {
    const job = jobListings.find(
      (j) => j.title === "Fitness Instructor" && j.locationIdentifier === "welling",
    )!;
    const ld = jobPostingJsonLd(job);
    expect(ld.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "GBP",
      value: { "@type": "QuantitativeValue", value: 25400, unitText: "YEAR" },
    });
    expect(ld.employmentType).toEqual(["FULL_TIME", "PART_TIME"]);
    expect(ld.jobLocation.address.postalCode).toBe(gymBySlug("welling").postcode);
    expect(ld.hiringOrganization.name).toBe(brand.legalName);
    expect(ld.datePosted).toBe(job.datePosted);
    expect(ld.description).toContain("<li>");
  });

  it("pays the studio instructor by the hour and leaves the freelance trainer without a salary", () => {
    const studio = jobListings.find((j) => j.salaryValue?.unit === "HOUR")!;
    expect(jobPostingJsonLd(studio).baseSalary?.value).toEqual({
      "@type": "QuantitativeValue",
      value: 17.5,
      unitText: "HOUR",
    });
    const trainer = jobListings.find((j) => j.title === "Personal Trainer")!;
    expect(jobPostingJsonLd(trainer)).not.toHaveProperty("baseSalary");
  });
});

describe("breadcrumbJsonLd and jsonLdScript", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    expect(breadcrumbJsonLd([{ name: "Blog", path: "/blog" }]).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Blog", item: "http://localhost:3000/blog" },
    ]);
  });

  it("escapes < so a value can never close the script element", () => {
    const text = jsonLdScript({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
