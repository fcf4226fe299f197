/**
 * A gym as the pages use it: its identity (code, gym-identity.ts) joined with its facts (content/gyms), with
 * what follows from them (the "times" rows, the map links, whether it has a recovery area). Pure and
 * client-safe: the server builds these (gyms.server.ts) and pages receive them as loader data.
 */
import type { PlaceKind, PlaceStatus } from "#contracts/places.ts";
import type { FormName, GymIdentity, GymSlug } from "./gym-identity";
import { formatRange, type GymHours, type HoursRange, type Weekday } from "./hours";
import type { MediaKey } from "./media";

export type { FormName, GymSlug };

export interface Amenity {
  title: string;
  description: string;
  image: MediaKey;
}

/** The words and contact details, as written in the gym's file. */
interface GymText {
  name: string;
  shortName: string;
  address: string;
  locality: string;
  postcode: string;
  email: string;
  intro: string;
  introSecondLine: string;
  bold: string;
  description: string;
}

export interface GymLocation extends GymIdentity, GymText {
  kind: PlaceKind;
  status: PlaceStatus;
  latitude: number;
  longitude: number;
  hours: GymHours;
  /** Staffed minutes before a new lead is chased: the gym's inbox, then management (issue 32). */
  firstContact: { remindAfterMinutes: number; escalateAfterMinutes: number };
  times: { type: string; time: string }[];
  monthlyPrice: number;
  amenities: Amenity[];
  imageCarousel: { src: MediaKey; alt: string }[];
  googleMaps: string;
  googleMapsLink: string;
  googlePlaceID: string;
  glofoxId: string;
  hasRecovery: boolean;
}

interface RangeEntry {
  label: string;
  days: readonly string[];
  opens: string;
  closes: string;
}

/** A gym entry as the schema (schemas/gyms.ts) reads it. */
export interface GymEntry extends GymText {
  kind: string;
  status: string;
  latitude: number | null;
  longitude: number | null;
  monthlyPrice: number | null;
  access: string;
  staffed: readonly RangeEntry[];
  remindAfterMinutes?: number | null;
  escalateAfterMinutes?: number | null;
  recovery: readonly RangeEntry[];
  amenities: readonly { title: string; description: string; image: string }[];
  photos: readonly { image: string; alt: string }[];
  googlePlaceId: string;
  glofoxId: string;
}

function mapsEmbed(query: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
}
function mapsLink(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

function timesFrom(hours: GymHours): { type: string; time: string }[] {
  const rows = [{ type: "Gym access", time: hours.access === "24/7" ? "24/7" : "During classes only" }];
  for (const range of hours.staffed) rows.push({ type: `Staffed ${range.label}`, time: formatRange(range) });
  for (const range of hours.recovery ?? [])
    rows.push({ type: `Recovery ${range.label}`, time: formatRange(range) });
  return rows;
}

function toRange(range: RangeEntry): HoursRange {
  return { label: range.label, days: range.days as Weekday[], opens: range.opens, closes: range.closes };
}

/** The gym from its identity and its content entry. */
export function gymLocation(identity: GymIdentity, entry: GymEntry): GymLocation {
  const hours: GymHours = {
    access: entry.access === "classes" ? "classes" : "24/7",
    staffed: entry.staffed.map(toRange),
    // No recovery hours: no recovery area (the Armory).
    recovery: entry.recovery.length > 0 ? entry.recovery.map(toRange) : null,
  };
  const query = `${entry.name}, ${entry.address}, ${entry.postcode}`;
  return {
    ...identity,
    // The schema's selects offer only these values.
    kind: entry.kind as PlaceKind,
    status: entry.status as PlaceStatus,
    name: entry.name,
    shortName: entry.shortName,
    address: entry.address,
    locality: entry.locality,
    postcode: entry.postcode,
    email: entry.email,
    // Both are required by the schema: a null cannot pass the reader.
    latitude: entry.latitude ?? 0,
    longitude: entry.longitude ?? 0,
    intro: entry.intro,
    introSecondLine: entry.introSecondLine,
    bold: entry.bold,
    description: entry.description,
    hours,
    firstContact: {
      remindAfterMinutes: entry.remindAfterMinutes ?? 15,
      escalateAfterMinutes: entry.escalateAfterMinutes ?? 60,
    },
    times: timesFrom(hours),
    monthlyPrice: entry.monthlyPrice ?? 0,
    // The schema's select offers only image keys of the media registry.
    amenities: entry.amenities.map((a) => ({ ...a, image: a.image as MediaKey })),
    imageCarousel: entry.photos.map((p) => ({ src: p.image as MediaKey, alt: p.alt })),
    googleMaps: mapsEmbed(query),
    googleMapsLink: mapsLink(query),
    googlePlaceID: entry.googlePlaceId,
    glofoxId: entry.glofoxId,
    hasRecovery: hours.recovery !== null,
  };
}

/** A price as the site writes it: pence shown only when there are any ("£9.50", "£120"). */
export function pounds(amount: number): string {
  return Number.isInteger(amount) ? `£${amount}` : `£${amount.toFixed(2)}`;
}

/** The two 24/7 gyms, the ones the discount form and the finder offer. */
export { isFindable } from "./gym-identity";

/** A gym's name by its form name, as staff read it: the form name itself for a gym the content lacks. */
export function gymNameOf(gyms: readonly Pick<GymLocation, "formName" | "name">[], formName: string): string {
  return gyms.find((gym) => gym.formName === formName)?.name ?? formName;
}

export function gymIn<G extends { slug: string }>(gyms: readonly G[], slug: GymSlug): G {
  const gym = gyms.find((g) => g.slug === slug);
  if (!gym) throw new Error(`Unknown gym ${slug}`);
  return gym;
}
