/**
 * schema.org JSON-LD for search engines, built from app/content (the one source of every fact).
 * Routes pass these to pageMeta({ jsonLd }); the root layout renders the Organization on every page.
 * Shapes are type aliases, not interfaces, so they stay assignable to pageMeta's Record<string, unknown>.
 */
import type { BlogPost } from "#app/content/blog-types.ts";
import { brand } from "#app/content/brand.ts";
import type { GymLocation } from "#app/content/gyms.ts";
import { gymBySlug } from "#app/content/gyms.ts";
import type { HoursRange, Weekday } from "#app/content/hours.ts";
import { weekdays } from "#app/content/hours.ts";
import type { JobListing } from "#app/content/jobs.ts";
import { media } from "#app/content/media.ts";
import { config } from "./config";
import { canonicalUrl } from "./meta";

const CONTEXT = "https://schema.org";

export type PostalAddress = {
  "@type": "PostalAddress";
  streetAddress: string;
  addressLocality: string;
  addressRegion?: string;
  postalCode: string;
  addressCountry: "GB";
};

export type OpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: DayName[];
  opens: string;
  closes: string;
};

export type OrganizationJsonLd = {
  "@context": typeof CONTEXT;
  "@type": "Organization";
  "@id": string;
  name: string;
  legalName: string;
  url: string;
  logo: string;
  slogan: string;
  telephone: string;
  email: string;
  sameAs: string[];
};

export type ExerciseGymJsonLd = {
  "@context": typeof CONTEXT;
  "@type": "ExerciseGym";
  "@id": string;
  name: string;
  description: string;
  url: string;
  image: string;
  telephone: string;
  email: string;
  address: PostalAddress;
  geo: { "@type": "GeoCoordinates"; latitude: number; longitude: number };
  openingHoursSpecification: OpeningHoursSpecification[];
  priceRange: string;
  currenciesAccepted: "GBP";
  sameAs: string[];
  parentOrganization: { "@id": string };
};

export type BlogPostingJsonLd = {
  "@context": typeof CONTEXT;
  "@type": "BlogPosting";
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified: string;
  author: { "@type": "Person"; name: string };
  publisher: { "@type": "Organization"; "@id": string; name: string; logo: string };
  mainEntityOfPage: string;
  url: string;
  keywords: string;
  articleSection: string[];
  inLanguage: "en-GB";
};

export type JobPostingJsonLd = {
  "@context": typeof CONTEXT;
  "@type": "JobPosting";
  identifier: { "@type": "PropertyValue"; name: string; value: string };
  title: string;
  description: string;
  datePosted: string;
  employmentType: string[];
  hiringOrganization: { "@type": "Organization"; name: string; sameAs: string; logo: string };
  jobLocation: { "@type": "Place"; name: string; address: PostalAddress };
  url: string;
  directApply: false;
  baseSalary?: {
    "@type": "MonetaryAmount";
    currency: "GBP";
    value: { "@type": "QuantitativeValue"; value: number; unitText: "YEAR" | "HOUR" };
  };
};

export type BreadcrumbListJsonLd = {
  "@context": typeof CONTEXT;
  "@type": "BreadcrumbList";
  itemListElement: { "@type": "ListItem"; position: number; name: string; item: string }[];
};

type DayName = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
const dayNames: Record<Weekday, DayName> = {
  Mon: "Monday",
  Tue: "Tuesday",
  Wed: "Wednesday",
  Thu: "Thursday",
  Fri: "Friday",
  Sat: "Saturday",
  Sun: "Sunday",
};

const organizationId = () => `${config.siteOrigin}/#organization`;
const logoUrl = () => `${config.siteOrigin}/favicon.svg`;

/** A media-manifest path as an absolute URL: the CDN file when configured, else the site's social card. */
function mediaUrl(path: string): string {
  return config.mediaBaseUrl ? `${config.mediaBaseUrl}/${path}` : `${config.siteOrigin}/social-card.png`;
}

/**
 * Splits a content address ("Arch 12, Norman Road, Greenwich, London") around the gym's locality, so the
 * street stays the street and what follows the locality (London, Kent) becomes the region.
 */
export function postalAddress(gym: GymLocation): PostalAddress {
  const parts = gym.address.split(",").map((part) => part.trim());
  const at = parts.indexOf(gym.locality);
  const street = at > 0 ? parts.slice(0, at) : parts.slice(0, 1);
  const region = at >= 0 ? parts.slice(at + 1).join(", ") : "";
  return {
    "@type": "PostalAddress",
    streetAddress: street.join(", "),
    addressLocality: gym.locality,
    ...(region ? { addressRegion: region } : {}),
    postalCode: gym.postcode,
    addressCountry: "GB",
  };
}

function hoursSpec(range: Pick<HoursRange, "days" | "opens" | "closes">): OpeningHoursSpecification {
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: range.days.map((day) => dayNames[day]),
    opens: range.opens,
    closes: range.closes,
  };
}

/**
 * When the doors are open: a 24/7 gym is 00:00-23:59 every day (Google's documented form for "open all
 * day"); a gym open only for classes (the Armory) publishes its staffed hours, when a visitor finds it open.
 */
export function openingHours(gym: GymLocation): OpeningHoursSpecification[] {
  if (gym.hours.access === "24/7") return [hoursSpec({ days: weekdays, opens: "00:00", closes: "23:59" })];
  return gym.hours.staffed.map(hoursSpec);
}

/** "£54.99 per month", "£120 per month". */
export function priceRange(monthlyPrice: number): string {
  const amount = Number.isInteger(monthlyPrice) ? String(monthlyPrice) : monthlyPrice.toFixed(2);
  return `£${amount} per month`;
}

function socialLinkFor(gym: GymLocation): string {
  return gym.slug === "armory" ? brand.social.armory.href : brand.social.gyms.href;
}

export function organizationJsonLd(): OrganizationJsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": organizationId(),
    name: brand.name,
    legalName: brand.legalName,
    url: canonicalUrl("/"),
    logo: logoUrl(),
    slogan: brand.tagline,
    telephone: brand.phoneE164,
    email: brand.managementEmail,
    sameAs: [...new Set([brand.social.gyms.href, brand.social.armory.href])],
  };
}

export function exerciseGymJsonLd(gym: GymLocation): ExerciseGymJsonLd {
  const url = canonicalUrl(gym.pageLink);
  return {
    "@context": CONTEXT,
    "@type": "ExerciseGym",
    "@id": `${url}#gym`,
    name: gym.name,
    description: gym.description,
    url,
    image: mediaUrl(media[gym.gymInterior].path),
    telephone: brand.phoneE164,
    email: gym.email,
    address: postalAddress(gym),
    geo: { "@type": "GeoCoordinates", latitude: gym.latitude, longitude: gym.longitude },
    openingHoursSpecification: openingHours(gym),
    priceRange: priceRange(gym.monthlyPrice),
    currenciesAccepted: "GBP",
    sameAs: [socialLinkFor(gym)],
    parentOrganization: { "@id": organizationId() },
  };
}

/** "14.03.2025" (the blog's publishedDate) -> "2025-03-14". */
export function isoDateFromPublished(ddmmyyyy: string): string {
  const [day, month, year] = ddmmyyyy.split(".");
  return `${year}-${month}-${day}`;
}

export function blogPostingJsonLd(post: BlogPost): BlogPostingJsonLd {
  const url = canonicalUrl(`/blog/${post.id}`);
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: post.title,
    description: post.seo.meta_description,
    image: mediaUrl(post.featured_image.url),
    datePublished: isoDateFromPublished(post.publishedDate),
    dateModified: post.lastUpdated,
    author: { "@type": "Person", name: post.author.name },
    publisher: { "@type": "Organization", "@id": organizationId(), name: brand.name, logo: logoUrl() },
    mainEntityOfPage: url,
    url,
    keywords: post.seo.keywords.join(", "),
    articleSection: post.categories,
    inLanguage: "en-GB",
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function jobPostingJsonLd(job: JobListing): JobPostingJsonLd {
  const gym = gymBySlug(job.locationIdentifier);
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
    jobLocation: { "@type": "Place", name: gym.name, address: postalAddress(gym) },
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
  };
}

export function breadcrumbJsonLd(trail: { name: string; path: string }[]): BreadcrumbListJsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  };
}

/**
 * The text of a <script type="application/ld+json">: JSON with "<" escaped, so no value (a title, a
 * description) can close the script element early.
 */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
