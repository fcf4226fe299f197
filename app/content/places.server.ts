/**
 * The places in content now, as the contracts check them (contracts/places.ts): every gym entry, any status,
 * read from the content store's snapshot at each call, so a place saved a moment ago is known at once.
 */
import { type PlaceRef, placeRefsOf } from "#contracts/places.ts";
import { type ContentSnapshot, type ContentStore, contentOf } from "./store.server";

const built = new WeakMap<ContentSnapshot, readonly PlaceRef[]>();

export function placesFrom(snapshot: ContentSnapshot): readonly PlaceRef[] {
  let places = built.get(snapshot);
  if (!places) {
    places = placeRefsOf(snapshot.entries.gyms as Record<string, unknown>);
    built.set(snapshot, places);
  }
  return places;
}

export async function placesOf(context: { content?: ContentStore }): Promise<readonly PlaceRef[]> {
  return placesFrom(await contentOf(context));
}
