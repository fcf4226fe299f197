/** The careers page's schema.org JobPosting nodes, one per listing. */
import type { JobPosting, WithContext } from "schema-dts";
import type { JobListing } from "#app/content/jobs.ts";
import { CONTEXT, logoUrl, postalAddress } from "#app/lib/json-ld.ts";
import { canonicalUrl } from "#app/lib/meta.ts";
import type { SiteGym } from "#app/lib/use-gyms.ts";
import { brand } from "#contracts/content/brand.ts";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** `gyms`: as the content has them (the root loader's), for the job's place. */
export function jobPostingJsonLd(job: JobListing, gyms: readonly SiteGym[]) {
  const gym = gyms.find((candidate) => candidate.slug === job.locationIdentifier);
  // Google reads the description as HTML: paragraphs, then the responsibilities as a list.
  const description = [
    ...job.descriptions.map((text) => `<p>${escapeHtml(text)}</p>`),
    `<ul>${job.responsibilities.map((text) => `<li>${escapeHtml(text)}</li>`).join("")}</ul>`,
  ].join("");
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    identifier: { "@type": "PropertyValue", name: brand.legalName, value: job.id },
    title: job.title,
    description,
    datePosted: job.datePosted,
    employmentType: [...job.employmentTypes],
    hiringOrganization: {
      "@type": "Organization",
      name: brand.legalName,
      sameAs: canonicalUrl("/"),
      logo: logoUrl(),
    },
    ...(gym ? { jobLocation: { "@type": "Place", name: gym.name, address: postalAddress(gym) } } : {}),
    url: `${canonicalUrl("/join-the-team")}#${job.id}`,
    directApply: false,
    ...(job.salaryValue
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "GBP",
            value: {
              "@type": "QuantitativeValue",
              value: job.salaryValue.amount,
              unitText: job.salaryValue.unit,
            },
          },
        }
      : {}),
  } satisfies WithContext<JobPosting>;
}
