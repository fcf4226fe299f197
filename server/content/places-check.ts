/**
 * The checks across entries that keep places whole (issue 37), run inside the save's transaction against the
 * database's current content (as the role's rights are), so two saves cannot both take one address:
 * - a place's id (its file name, the key other entries reference) never changes: a rename is a deletion,
 *   which the gate refuses (editor.ts); a copy under a new id is refused below as the same place;
 * - its slug, its page path and its `<slug>-signup` must not be another place's, now or before (a former slug
 *   keeps answering with a redirect), nor a page of the site (the route table's first segments);
 * - its form name (the lead contract's gymName, the inbox's role) is its own;
 * - its postcode is a UK postcode (the schema checks the shape, uk-postcode.ts the areas);
 * - an offer's, a job's, a post's and a tour closure's gyms name places that exist (tours: 24/7 gyms),
 *   since Keystatic's relationship picker lists entries but its reader does not check them.
 * Each refusal names the entry and the field.
 */
import yaml from "js-yaml";
import { isUkPostcode } from "#contracts/content/uk-postcode.ts";
import { type PlaceRef, placeRefsOf, placeSegments } from "#contracts/places.ts";
import type { CurrentContent } from "#contracts/staff-content.ts";
import type { EntryFile } from "./editor-paths";

/** An entry a save writes, as the schema reads it. */
export interface SavedEntry {
  file: EntryFile;
  value: unknown;
}

const GYM_PATH = /^gyms\/([^/]+)\.yaml$/;

const parsed = (text: string | null): Record<string, unknown> | null => {
  if (text === null) return null;
  try {
    const value = yaml.load(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const invalid = (entry: string, field: string, problem: string) =>
  `Not saved: ${entry} is not valid. ${field}: ${problem}`;

/** The slugs and page paths each place has had (by id), from the content's change log, its current ones aside. */
async function formerSegments(current: CurrentContent, places: readonly PlaceRef[]) {
  const former = new Map<string, Set<string>>();
  for (const change of await current.history("gyms/")) {
    const id = change.entry.slice("gyms/".length);
    for (const text of [change.previous, change.contents]) {
      const entry = parsed(text);
      for (const key of ["slug", "pagePath"] as const) {
        const value = entry?.[key];
        if (typeof value !== "string" || value === "") continue;
        const set = former.get(id) ?? new Set<string>();
        for (const segment of placeSegments({ slug: value, pagePath: "" })) set.add(segment);
        former.set(id, set);
      }
    }
  }
  // A place may take its own former address back; only another place may not.
  for (const place of places)
    for (const segment of placeSegments(place)) former.get(place.id)?.delete(segment);
  return former;
}

/** Which field of this place a segment comes from. */
const fieldOf = (place: Pick<PlaceRef, "slug">, segment: string) =>
  segment === place.slug || segment === `${place.slug}-signup` ? "slug" : "pagePath";

function gymReferences(entry: SavedEntry): { field: string; ids: string[]; gymsOnly: boolean } | null {
  const value = entry.value as Record<string, unknown> | null;
  if (!value) return null;
  const { file } = entry;
  if (file.collection === "offers" && Array.isArray(value.gyms))
    return { field: "gyms", ids: value.gyms.map(String), gymsOnly: false };
  if ((file.collection === "jobs" || file.collection === "posts") && typeof value.gym === "string")
    return { field: "gym", ids: [value.gym], gymsOnly: false };
  if (file.singleton === "tours" && Array.isArray(value.closedDates)) {
    const ids = value.closedDates.flatMap((closed) => {
      const gyms = (closed as { gyms?: unknown }).gyms;
      return Array.isArray(gyms) ? gyms.map(String) : [];
    });
    return { field: "closedDates", ids, gymsOnly: true };
  }
  return null;
}

/**
 * Why this save would leave the places inconsistent (a 400's message), or null. `routeSegments` are the first
 * segments of the site's own routes (from the route table); a place keeps a segment it already has.
 */
export async function placesRefusal(
  saved: readonly SavedEntry[],
  current: CurrentContent,
  routeSegments: readonly string[],
): Promise<string | null> {
  const before: Record<string, unknown> = {};
  for (const filePath of current.paths()) {
    const id = GYM_PATH.exec(filePath)?.[1];
    if (id) before[id] = parsed(current.text(filePath));
  }
  const savedGyms = saved.filter((entry) => entry.file.collection === "gyms" && entry.file.data);
  const after: Record<string, unknown> = { ...before };
  for (const entry of savedGyms) after[entry.file.slug] = entry.value;
  const places = placeRefsOf(after);
  const placesBefore = placeRefsOf(before);
  const reserved = new Set(routeSegments);

  if (savedGyms.length > 0) {
    const former = await formerSegments(current, places);
    for (const entry of savedGyms) {
      const { file } = entry;
      const value = entry.value as { postcode?: unknown };
      if (typeof value.postcode === "string" && !isUkPostcode(value.postcode))
        return invalid(file.entry, "postcode", `${value.postcode} is not a UK postcode`);
      const place = places.find((candidate) => candidate.id === file.slug);
      if (!place) return invalid(file.entry, "kind", "a place needs its kind, status, slug and form name");
      const own = new Set(
        placeSegments(placesBefore.find((p) => p.id === place.id) ?? { slug: "", pagePath: "" }),
      );
      for (const other of places) {
        if (other.id === place.id) continue;
        if (other.formName === place.formName)
          return invalid(file.entry, "formName", `${place.formName} is ${other.name}'s form name already`);
        const theirs = new Set([...placeSegments(other), ...(former.get(other.id) ?? [])]);
        for (const segment of placeSegments(place))
          if (theirs.has(segment))
            return invalid(
              file.entry,
              fieldOf(place, segment),
              `/${segment} is ${other.name}'s address, now or before (an old address keeps redirecting)`,
            );
      }
      for (const segment of placeSegments(place))
        if (reserved.has(segment) && !own.has(segment))
          return invalid(file.entry, fieldOf(place, segment), `/${segment} is a page of the site already`);
    }
  }

  for (const entry of saved) {
    const references = gymReferences(entry);
    if (!references) continue;
    for (const id of references.ids) {
      const place = places.find((candidate) => candidate.id === id);
      if (!place) return invalid(entry.file.entry, references.field, `${id} is not a place`);
      if (references.gymsOnly && place.kind !== "gym")
        return invalid(
          entry.file.entry,
          references.field,
          `${place.name} is not a 24/7 gym: it has no tours`,
        );
    }
  }
  return null;
}
