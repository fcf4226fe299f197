/** A gym page's schema.org ExerciseGym node. */
import type { DayOfWeek, ExerciseGym, OpeningHoursSpecification, WithContext } from "schema-dts";
import { CONTEXT, mediaUrl, organizationId, postalAddress } from "#app/lib/json-ld.ts";
import { canonicalUrl } from "#app/lib/meta.ts";
import { e164, type SiteCompany, socialLinkOf } from "#contracts/content/company.ts";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import type { HoursRange, Weekday } from "#contracts/content/hours.ts";
import { weekdays } from "#contracts/content/hours.ts";
import { media } from "#contracts/content/media.ts";

const dayNames = {
  Mon: "Monday",
  Tue: "Tuesday",
  Wed: "Wednesday",
  Thu: "Thursday",
  Fri: "Friday",
  Sat: "Saturday",
  Sun: "Sunday",
} as const satisfies Record<Weekday, DayOfWeek>;

function hoursSpec(range: Pick<HoursRange, "days" | "opens" | "closes">) {
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: range.days.map((day) => dayNames[day]),
    opens: range.opens,
    closes: range.closes,
  } satisfies OpeningHoursSpecification;
}

/**
 * When the doors are open: a 24/7 gym is 00:00-23:59 every day (Google's documented form for "open all
 * day"); a place open only for classes (a studio) publishes its staffed hours, when a visitor finds it open.
 */
export function openingHours(gym: GymLocation) {
  if (gym.hours.access === "24/7") return [hoursSpec({ days: weekdays, opens: "00:00", closes: "23:59" })];
  return gym.hours.staffed.map(hoursSpec);
}

/** The gym's price as schema.org priceRange: "£<price> per month". */
export function priceRange(monthlyPrice: number): string {
  const amount = Number.isInteger(monthlyPrice) ? String(monthlyPrice) : monthlyPrice.toFixed(2);
  return `£${amount} per month`;
}

/** The gym as schema.org ExerciseGym; the phone and social profile when the company's facts are at hand. */
export function exerciseGymJsonLd(gym: GymLocation, company?: SiteCompany) {
  const url = canonicalUrl(gym.pageLink);
  return {
    "@context": CONTEXT,
    "@type": "ExerciseGym",
    "@id": `${url}#gym`,
    name: gym.name,
    description: gym.description,
    url,
    image: mediaUrl(media[gym.gymInterior].path),
    ...(company && { telephone: e164(company.phone) }),
    email: gym.email,
    address: postalAddress(gym),
    geo: { "@type": "GeoCoordinates", latitude: gym.latitude, longitude: gym.longitude },
    openingHoursSpecification: openingHours(gym),
    priceRange: priceRange(gym.monthlyPrice),
    currenciesAccepted: "GBP",
    ...(company && { sameAs: [socialLinkOf(company, gym.kind).href] }),
    // A branch of the organisation (the home page's Organization node), as Google reads a chain's places.
    branchOf: { "@id": organizationId() },
    parentOrganization: { "@id": organizationId() },
  } satisfies WithContext<ExerciseGym>;
}
