/**
 * Per-role rights on content (decision 0017): management changes everything; a gym's inbox changes only its
 * own gym's hours, photos (the photo entries filling its own slots) and amenities (field by field, against
 * the database's current entry, inside the write's transaction: decision 0025), the offers that apply to its
 * gym alone, and the tour closed dates for its gym alone (the capacity stays management's). Also which
 * changes of the log a role sees and puts back, and the save that puts one back.
 */
import { isDeepStrictEqual } from "node:util";
import yaml from "js-yaml";
import { isSlotOf } from "#contracts/content/schemas/photos.ts";
import { type PlaceRef, placeByFormName } from "#contracts/places.ts";
import { MANAGEMENT_ROLE } from "#contracts/staff.ts";
import type { ContentRefusal } from "#contracts/staff-content.ts";
import { base64UrlEncode, blobSha, type ContentUpdate, type EntryFile } from "./editor-paths";

/**
 * The gym entry's fields a gym's inbox may change (issue 17: its hours, photos and amenities); every other
 * field (its price, name, address, contact details, map position, copy and ids) stays management's.
 */
export const GYM_EDITABLE_FIELDS: readonly string[] = [
  "access",
  "staffed",
  "recovery",
  "amenities",
  "photos",
];

/**
 * The place (its entry's id) an inbox role speaks for, or null for management; "" for a role no place in
 * content has (it edits nothing).
 */
export function gymOfRole(role: string, places: readonly Pick<PlaceRef, "id" | "formName">[]): string | null {
  if (role === MANAGEMENT_ROLE) return null;
  return placeByFormName(places, role)?.id ?? "";
}

/**
 * The closed dates of a tours entry that are not this gym's alone, each as stable text, sorted: what a gym's
 * inbox must leave as it was. A date for one gym is hours-like (a gym shut for a local event), so the gym's
 * inbox, which changes its hours, changes those too; a date for every gym, or another's, is management's.
 */
function othersClosedDates(entry: unknown, gym: string): string[] {
  const dates = (entry as { closedDates?: unknown } | null)?.closedDates;
  if (!Array.isArray(dates)) return [];
  return dates
    .filter((closed) => !onlyGym(offerGyms(closed), gym))
    .map((closed) => JSON.stringify(closed, Object.keys(closed as object).sort()))
    .sort();
}

const onlyGym = (gyms: readonly string[], gym: string) => gyms.length === 1 && gyms[0] === gym;

function offerGyms(entry: unknown): string[] {
  const gyms = (entry as { gyms?: unknown } | null)?.gyms;
  return Array.isArray(gyms) ? gyms.map(String) : [];
}

/**
 * The fields that make a place what it is: its name, address on the site, form name, kind and status. A
 * place's inbox that tries to create, publish, close or rename one sends a bad request (400, issue 37);
 * any other change that is management's is refused as not allowed (403).
 */
export const PLACE_IDENTITY_FIELDS: readonly string[] = [
  "name",
  "slug",
  "pagePath",
  "formName",
  "kind",
  "status",
];

/**
 * Why a gym's inbox may not make this change to one entry, or null when it may. `before` is the current
 * entry (null: none; undefined: the file does not read), `after` the proposed one (null: a deletion).
 */
export function gymRefusal(
  gym: string,
  file: EntryFile,
  before: unknown,
  after: unknown,
  gymLabel: string,
): ContentRefusal | null {
  const why = (message: string, status: 400 | 403 = 403): ContentRefusal => ({ status, message });
  const yours = `${gymLabel}'s inbox may change its own gym's hours, closed dates, offers, photos and amenities only`;
  if (file.collection === "gyms") {
    // Creating a place is never an inbox's (issue 37): a bad request, whatever its id.
    if (file.data && before === null && after !== null)
      return why(
        `Not allowed: only management adds or deletes a gym; ${file.entry} is not saved (${yours}).`,
        400,
      );
    if (file.slug !== gym) return why(`Not allowed: ${file.entry} is another gym's entry (${yours}).`);
    if (!file.data) return null;
    if (before === null || after === null)
      return why(`Not allowed: only management adds or deletes a gym (${yours}).`, 400);
    if (before === undefined)
      return why(`Not allowed: ${file.entry} does not read as it stands; ask management to correct it.`);
    const fields = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
    for (const field of fields) {
      if (GYM_EDITABLE_FIELDS.includes(field)) continue;
      const was = (before as Record<string, unknown>)[field];
      const now = (after as Record<string, unknown>)[field];
      if (!isDeepStrictEqual(was, now))
        return why(
          `Not allowed: ${field} of ${file.entry} is management's to change (${yours}).`,
          PLACE_IDENTITY_FIELDS.includes(field) ? 400 : 403,
        );
    }
    return null;
  }
  if (file.collection === "offers") {
    const onlyYours = (entry: unknown) => onlyGym(offerGyms(entry), gym);
    if (before === undefined)
      return why(`Not allowed: ${file.entry} does not read as it stands; ask management to correct it.`);
    if (before !== null && !onlyYours(before))
      return why(
        `Not allowed: ${file.entry} applies to other gyms too; only management changes it (${yours}).`,
      );
    if (after !== null && file.data && !onlyYours(after))
      return why(`Not allowed: an offer your inbox saves must apply to ${gymLabel} alone (${yours}).`);
    return null;
  }
  if (file.singleton === "tours") {
    if (before === undefined)
      return why(`Not allowed: ${file.entry} does not read as it stands; ask management to correct it.`);
    if (before === null || after === null)
      return why(`Not allowed: only management adds or deletes the tour settings (${yours}).`);
    const capacity = (entry: unknown) => (entry as { capacity?: unknown }).capacity;
    if (capacity(before) !== capacity(after))
      return why(`Not allowed: capacity of ${file.entry} is management's to change (${yours}).`);
    if (!isDeepStrictEqual(othersClosedDates(before, gym), othersClosedDates(after, gym)))
      return why(
        `Not allowed: a closed date for every gym or another gym is management's to change; yours must name ${gymLabel} alone (${yours}).`,
      );
    return null;
  }
  if (file.collection === "photos") {
    // A photo is its gym's when the slot it fills is (the slot's key starts with the gym's id).
    const slotOf = (entry: unknown) => String((entry as { slot?: unknown } | null)?.slot ?? "");
    if (before === undefined)
      return why(`Not allowed: ${file.entry} does not read as it stands; ask management to correct it.`);
    if (before === null && after === null)
      return why(`Not allowed: ${file.entry} is not a photo entry yet; save its entry with the photo.`);
    for (const entry of [before, after])
      if (entry !== null && !isSlotOf(slotOf(entry), gym))
        return why(`Not allowed: ${slotOf(entry)} is not one of ${gymLabel}'s photos (${yours}).`);
    return null;
  }
  return why(`Not allowed: ${file.entry} is management's to change (${yours}).`);
}

/** May this role see (and put back) changes of this entry? Management: all; a gym: its own entries. */
export function roleMaySee(
  role: string,
  change: { entry: string; previous: string | null; contents: string | null },
  places: readonly Pick<PlaceRef, "id" | "formName">[],
): boolean {
  const gym = gymOfRole(role, places);
  if (gym === null) return true;
  if (!gym) return false;
  if (change.entry === `gyms/${gym}`) return true;
  const parsed = (text: string | null): unknown => {
    try {
      return text === null ? null : yaml.load(text);
    } catch {
      return null;
    }
  };
  // The tour settings: a change that touched this gym's own closed dates (those for it alone).
  if (change.entry === "tours") {
    const own = (text: string | null) => {
      const dates = (parsed(text) as { closedDates?: unknown } | null)?.closedDates;
      return JSON.stringify(Array.isArray(dates) ? dates.filter((c) => onlyGym(offerGyms(c), gym)) : []);
    };
    return own(change.previous) !== own(change.contents);
  }
  if (!change.entry.startsWith("offers/")) return false;
  // An offer is the gym's when it applied to that gym alone before or after the change.
  const onlyYours = (text: string | null) => text !== null && onlyGym(offerGyms(parsed(text)), gym);
  return onlyYours(change.previous) || onlyYours(change.contents);
}

/**
 * The save that puts a file back as it was before a change: the previous text again, or the file deleted
 * when the change created it. Its base is what that change left: a later change by anyone is not undone
 * unseen (decision 0025); put that one back first.
 */
export function restoreUpdate(change: {
  path: string;
  previous: string | null;
  contents: string | null;
}): ContentUpdate {
  const base = change.contents === null ? null : blobSha(Buffer.from(change.contents, "utf8"));
  return change.previous === null
    ? { additions: [], deletions: [{ path: change.path, base }] }
    : {
        additions: [{ path: change.path, contents: base64UrlEncode(change.previous), base }],
        deletions: [],
      };
}
