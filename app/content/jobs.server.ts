/**
 * The job listings and the careers copy as loaders read them (content/jobs, content/pages/careers.yaml):
 * facts filled, closed listings left out. Server-only: the page gets them as loader data.
 */
import { type Facts, fillFacts } from "#contracts/content/facts.ts";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import { gymsOf } from "#contracts/content/gyms.server.ts";
import type { ImageKey } from "#contracts/content/media.ts";
import { londonDate } from "#contracts/content/offer-end.ts";
import { factsIn } from "#contracts/content/page-copy.server.ts";
import { type CollectionEntry, type ContentReader, contentOf } from "#contracts/content/snapshot.ts";
import type { CareersCopy, EmploymentTypeCode, JobListing } from "./jobs";

const fallbackImage: ImageKey = "service-gym";

/** "Novo Welling", "Novo Greenwich", and a studio with its locality: "Novo Armory, Greenwich". */
function locationLabel(gym: GymLocation | undefined, id: string): string {
  if (!gym) return id;
  return gym.kind === "studio" ? `${gym.name}, ${gym.locality}` : gym.name;
}

/** Listed now: open, and not past its closing date (London). */
export function isListed(entry: CollectionEntry<"jobs">, at: Date): boolean {
  return entry.status === "open" && (!entry.closesOn || londonDate(at) <= entry.closesOn);
}

export function jobFrom(
  id: string,
  entry: CollectionEntry<"jobs">,
  gyms: readonly GymLocation[],
  facts: Facts,
): JobListing {
  const fill = (text: string) => fillFacts(text, facts);
  const placeId = entry.gym ?? "";
  const gym = gyms.find((candidate) => candidate.id === placeId);
  const pay =
    entry.pay.discriminant === "none" ? null : { unit: entry.pay.discriminant, amount: entry.pay.value };
  return {
    id,
    title: entry.title,
    location: locationLabel(gym, placeId),
    locationIdentifier: placeId,
    salary: entry.salary ? entry.salary : null,
    ...(pay && pay.amount !== null ? { salaryValue: { amount: pay.amount, unit: pay.unit } } : {}),
    employmentType: entry.employmentType,
    employmentTypes: [...entry.employmentTypes] as EmploymentTypeCode[],
    descriptions: entry.descriptions.map(fill),
    responsibilities: entry.responsibilities.map(fill),
    // A place the content lacks (never valid): the site's default interior artwork.
    image: gym?.gymInterior ?? fallbackImage,
    // Required by the schema: a null here cannot pass the reader.
    datePosted: entry.datePosted ?? "",
    ...(entry.closesOn ? { closesOn: entry.closesOn } : {}),
  };
}

/** The listings on the page at `at`, in their set order. */
export async function jobsOf(context: { content?: ContentReader }, at = new Date()): Promise<JobListing[]> {
  const [snapshot, gyms] = await Promise.all([contentOf(context), gymsOf(context)]);
  const facts = factsIn(snapshot, gyms);
  return Object.entries(snapshot.entries.jobs)
    .filter(([, entry]) => isListed(entry, at))
    .sort(([a, x], [b, y]) => (x.order ?? 0) - (y.order ?? 0) || a.localeCompare(b))
    .map(([id, entry]) => jobFrom(id, entry, gyms, facts));
}

/** The careers page copy; null only if its file has never been valid. */
export async function careersOf(context: { content?: ContentReader }): Promise<CareersCopy | null> {
  const [snapshot, gyms] = await Promise.all([contentOf(context), gymsOf(context)]);
  const entry = snapshot.singletons.careers;
  if (!entry) return null;
  const fill = (text: string) => fillFacts(text, factsIn(snapshot, gyms));
  return {
    intro: entry.intro.map(fill),
    whyWorkWithUs: entry.whyWorkWithUs.map((item) => ({ title: fill(item.title), text: fill(item.text) })),
    howToApply: {
      heading: fill(entry.howToApplyHeading),
      steps: entry.howToApplySteps.map(fill),
      email: fill(entry.applyEmail),
    },
    listingsHeading: fill(entry.listingsHeading),
  };
}
