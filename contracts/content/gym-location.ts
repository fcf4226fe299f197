/**
 * A place as the pages use it: its content entry (content/gyms/<id>.yaml, decision 0030) with what follows
 * from it (its links, the "times" rows, the map links, whether it has a recovery area). Pure and
 * client-safe: the server builds these (gyms.server.ts) and pages receive them as loader data.
 */

import { type PlaceKind, type PlaceStatus, SIGN_UP_SUFFIX } from "#contracts/places.ts";
import { formatRange, type GymHours, type HoursRange, type Weekday } from "./hours";
import type { ImageKey, MediaKey } from "./media";

export type { PlaceKind, PlaceStatus };

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

/** The words of one of a place's pages as its entry gives them; an empty one is written from the entry. */
export interface PageWords {
  title: string;
  description: string;
  heading: string;
  intro: string;
}

export interface GymLocation extends GymText {
  /** The entry's id: the stable key other entries reference (offers' gyms, photo slots, facts). */
  id: string;
  kind: PlaceKind;
  status: PlaceStatus;
  /** The URL segment of its sign-up and tour pages, and of its page unless pagePath says otherwise. */
  slug: string;
  /** Its page's segment when not the slug; empty: the slug. */
  pagePath: string;
  formName: string;
  pageLink: `/${string}`;
  signUpLink: `/${string}`;
  /** Gyms only; null for a studio (no tours). */
  tourLink: `/${string}` | null;
  membershipBranch: string;
  gymInterior: ImageKey;
  gymEntry: ImageKey;
  gymMap: ImageKey;
  formBackground: ImageKey;
  claimLabel: string;
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
  slug: string;
  pagePath: string;
  formName: string;
  membershipBranch: string;
  artwork: { interior: string; entry: string; map: string };
  formBackground: string;
  claimLabel: string;
  pages?: { page: PageWords; signUp: PageWords; tour: PageWords };
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

const kindOf = (kind: string): PlaceKind => (kind === "studio" ? "studio" : "gym");
const statusOf = (status: string): PlaceStatus =>
  status === "open" || status === "closed" ? status : "draft";

/** The place from its id (the file's) and its content entry. */
export function gymLocation(id: string, entry: GymEntry): GymLocation {
  const hours: GymHours = {
    access: entry.access === "classes" ? "classes" : "24/7",
    staffed: entry.staffed.map(toRange),
    // No recovery hours: no recovery area (the Armory).
    recovery: entry.recovery.length > 0 ? entry.recovery.map(toRange) : null,
  };
  const query = `${entry.name}, ${entry.address}, ${entry.postcode}`;
  const kind = kindOf(entry.kind);
  const pageSegment = entry.pagePath || entry.slug;
  return {
    id,
    kind,
    status: statusOf(entry.status),
    slug: entry.slug,
    pagePath: entry.pagePath,
    formName: entry.formName,
    pageLink: `/${pageSegment}`,
    signUpLink: `/${entry.slug}${SIGN_UP_SUFFIX}`,
    tourLink: kind === "gym" ? `/${entry.slug}/tour` : null,
    membershipBranch: entry.membershipBranch,
    // The schema's selects offer only image keys of the media registry.
    gymInterior: entry.artwork.interior as ImageKey,
    gymEntry: entry.artwork.entry as ImageKey,
    gymMap: entry.artwork.map as ImageKey,
    formBackground: entry.formBackground as ImageKey,
    claimLabel: entry.claimLabel,
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

/**
 * Site order: studios first, then gyms, each by name. The first is the default place (SPEC §3: the Armory),
 * the fallback off a place's pages.
 */
export function siteOrder(a: GymLocation, b: GymLocation): number {
  if (a.kind !== b.kind) return a.kind === "studio" ? -1 : 1;
  return a.name.localeCompare(b.name, "en-GB") || a.id.localeCompare(b.id);
}

/** A 24/7 gym: the finder, the discount form and tours offer it (a studio has its own page and form). */
export function isFindable(gym: { kind: PlaceKind }): boolean {
  return gym.kind === "gym";
}

/** A place's pages: its page, its sign-up page and, for a 24/7 gym, its tour page. */
export function placePagePaths(place: Pick<GymLocation, "pageLink" | "signUpLink" | "tourLink">): string[] {
  return [place.pageLink, place.signUpLink, ...(place.tourLink ? [place.tourLink] : [])];
}

/** Listed to visitors: open (a draft is management's preview, a closed place keeps only its page). */
export function isListed(gym: { status: PlaceStatus }): boolean {
  return gym.status === "open";
}

/** A gym's name by its form name, as staff read it: the form name itself for a gym the content lacks. */
export function gymNameOf(gyms: readonly Pick<GymLocation, "formName" | "name">[], formName: string): string {
  return gyms.find((gym) => gym.formName === formName)?.name ?? formName;
}
