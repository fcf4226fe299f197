/**
 * The places (issue 37) as the contracts know them: no place is code. A place is a content entry
 * (content/gyms/<id>.yaml); forms, payloads and staff roles name it by its form name, checked against the
 * places in content at the moment of the check, by the one rule below that the browser and the server share.
 * Free of zod so the browser can import it.
 */

/** A URL segment of a place: lower-case words joined by hyphens. */
export const PLACE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The same, or empty (a place whose page is at its slug). */
export const OPTIONAL_PLACE_SLUG = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
/** The lead contract's gymName and the staff role of the place's inbox. */
export const FORM_NAME = /^[a-z0-9]+$/;
/** A place's sign-up page is `/<slug>-signup` (SPEC §2's `/greenwich-signup`). */
export const SIGN_UP_SUFFIX = "-signup";

export const placeKinds = ["gym", "studio"] as const;
export type PlaceKind = (typeof placeKinds)[number];
export const placeStatuses = ["draft", "open", "closed"] as const;
export type PlaceStatus = (typeof placeStatuses)[number];

/** What the contracts need of a place: who it is to forms and roles, and whether it takes visitors. */
export interface PlaceRef {
  /** The entry's id: the stable key other entries reference. */
  id: string;
  slug: string;
  /** The page's segment when it is not the slug; "" otherwise. */
  pagePath: string;
  formName: string;
  kind: PlaceKind;
  status: PlaceStatus;
  name: string;
  /** The place's inbox address. */
  email: string;
}

/**
 * Which places a form's gym field may name: any open place (the join and contact forms, the lead contract),
 * or an open 24/7 gym (the discount form and tours).
 */
export type PlaceChoice = "any" | "gym";

type Choosable = Pick<PlaceRef, "formName" | "kind" | "status">;

export function isChoosable(place: Choosable, which: PlaceChoice): boolean {
  return place.status === "open" && (which === "any" || place.kind === "gym");
}

/** The form names a form's gym field may take now, in the places' order. */
export function choosableFormNames(places: readonly Choosable[], which: PlaceChoice): string[] {
  return places.filter((place) => isChoosable(place, which)).map((place) => place.formName);
}

/** The one rule: `value` names a place this field may take now, else `message` (SPEC's, per form). */
export function placeChoiceProblem(
  places: readonly Choosable[],
  which: PlaceChoice,
  value: unknown,
  message: string,
): string | null {
  return places.some((place) => place.formName === value && isChoosable(place, which)) ? null : message;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (values as readonly string[]).includes(value);

/**
 * The places of the content's gym entries (by id, as the content store holds them), in id order. An entry
 * that lacks a field the contracts need (a file never saved since the fields were added) is left out.
 */
export function placeRefsOf(entries: Readonly<Record<string, unknown>>): PlaceRef[] {
  const places: PlaceRef[] = [];
  for (const id of Object.keys(entries).sort()) {
    const entry = entries[id] as Partial<Record<keyof PlaceRef, unknown>> | null;
    if (!entry || !isOneOf(placeKinds, entry.kind) || !isOneOf(placeStatuses, entry.status)) continue;
    const { slug, formName, name, email } = entry;
    if (typeof slug !== "string" || typeof formName !== "string") continue;
    places.push({
      id,
      slug,
      pagePath: typeof entry.pagePath === "string" ? entry.pagePath : "",
      formName,
      kind: entry.kind,
      status: entry.status,
      name: typeof name === "string" ? name : formName,
      email: typeof email === "string" ? email : "",
    });
  }
  return places;
}

/** The place whose inbox this form name is (any status: a closed place's leads stay in the staff area). */
export function placeByFormName<P extends Pick<PlaceRef, "formName">>(
  places: readonly P[],
  formName: string,
): P | undefined {
  return places.find((place) => place.formName === formName);
}

/** The first URL segments a place takes: its page, its sign-up page (the tour is under its page). */
export function placeSegments(place: Pick<PlaceRef, "slug" | "pagePath">): string[] {
  const segments = [place.slug, `${place.slug}${SIGN_UP_SUFFIX}`];
  if (place.pagePath && place.pagePath !== place.slug) segments.push(place.pagePath);
  return segments;
}

/**
 * The first segments of the site's own routes (React Router's manifest: `path` relative to `parentId`): a
 * static segment of a top-level route, or of a route under a top-level layout. Dynamic and splat segments
 * (a place's own `:place` route) reserve nothing.
 */
export function routeSegmentsOf(
  routes: Readonly<Record<string, { path?: string; parentId?: string; index?: boolean } | undefined>>,
): string[] {
  const topLevel = (id: string | undefined): boolean => {
    if (id === undefined || id === "root") return true;
    const route = routes[id];
    return route !== undefined && !route.path && topLevel(route.parentId);
  };
  const segments = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route?.path || !topLevel(route.parentId)) continue;
    const first = route.path.split("/")[0] ?? "";
    if (first && !first.startsWith(":") && !first.includes("*")) segments.add(first.toLowerCase());
  }
  return [...segments].sort();
}
