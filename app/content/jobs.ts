/**
 * Job listings for /join-the-team (SPEC §2, §3): one listing per role and location, read from
 * content/jobs (app/content/jobs.server.ts). SPEC's responsibility1..6 fields are a `responsibilities`
 * array of 5 or 6 items here. The types and the application link; no copy.
 */
import type { ImageKey } from "#contracts/content/media.ts";

export type EmploymentTypeCode = "FULL_TIME" | "PART_TIME" | "CONTRACTOR";

export interface JobListing {
  id: string;
  title: string;
  location: string;
  /** The place id (content/gyms/<id>.yaml). */
  locationIdentifier: string;
  /** As shown on the page; null where there is no salary (freelance personal trainers). */
  salary: string | null;
  /** Machine-readable pay for JobPosting structured data. */
  salaryValue?: { amount: number; unit: "YEAR" | "HOUR" };
  employmentType: string;
  employmentTypes: EmploymentTypeCode[];
  descriptions: string[];
  responsibilities: string[];
  image: ImageKey;
  /** ISO date. */
  datePosted: string;
  /** ISO date: the last day it is listed, when it has one. */
  closesOn?: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface CareersCopy {
  intro: string[];
  whyWorkWithUs: TitledText[];
  howToApply: { heading: string; steps: string[]; email: string };
  listingsHeading: string;
}

/** The subject line an application should carry: job title and location. */
export function applicationSubject(job: JobListing): string {
  return `${job.title} - ${job.location}`;
}

/** A mailto: link to the careers inbox (the careers page's applications e-mail) with the subject filled in. */
export function applicationMailto(job: JobListing, email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(applicationSubject(job))}`;
}
