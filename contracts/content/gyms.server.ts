/**
 * The places as a loader or the server reads them: content/gyms/<id>.yaml (the last good version of each,
 * through the content store). The one place the rest of the code asks for place facts (decision 0030).
 */

import { type ContentReader, type ContentSnapshot, contentOf } from "#contracts/content/snapshot.ts";
import { type GymEntry, type GymLocation, gymLocation, isListed, siteOrder } from "./gym-location";

export type { GymLocation };

const built = new WeakMap<ContentSnapshot, readonly GymLocation[]>();

/**
 * Every place of a snapshot, drafts and closed ones too (staff see them all), in site order. A place whose
 * file never passed its schema is left out (health names the file); one that fails later keeps its last
 * good facts. Computed once per snapshot: a new content version is a new list.
 */
export function gymsFrom(snapshot: ContentSnapshot): readonly GymLocation[] {
  let gyms = built.get(snapshot);
  if (!gyms) {
    const entries = snapshot.entries.gyms as Record<string, GymEntry>;
    gyms = Object.entries(entries)
      .map(([id, entry]) => gymLocation(id, entry))
      .sort(siteOrder);
    built.set(snapshot, gyms);
  }
  return gyms;
}

/** The places visitors see listed: the open ones, in site order. */
export function listedGymsFrom(snapshot: ContentSnapshot): readonly GymLocation[] {
  return gymsFrom(snapshot).filter(isListed);
}

/** Every place, whatever its status: staff and the server's checks. */
export async function allGymsOf(context: { content?: ContentReader }): Promise<readonly GymLocation[]> {
  return gymsFrom(await contentOf(context));
}

/** The open places: what visitors' pages list (finder, navigation, footer, forms, facts). */
export async function gymsOf(context: { content?: ContentReader }): Promise<readonly GymLocation[]> {
  return listedGymsFrom(await contentOf(context));
}

/** One place by a key, among every place. */
export async function gymOf(
  context: { content?: ContentReader },
  match: (gym: GymLocation) => boolean,
): Promise<GymLocation | undefined> {
  return (await allGymsOf(context)).find(match);
}
