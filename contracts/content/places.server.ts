/**
 * The places in content now, as the contracts check them (contracts/places.ts): every gym entry, any status,
 * read from the content store's snapshot at each call, so a place saved a moment ago is known at once. A
 * place as the pages use it (gym-location.ts) is one, so this is the same list gyms.server.ts builds.
 */

import { type ContentReader, type ContentSnapshot, contentOf } from "#contracts/content/snapshot.ts";
import type { PlaceRef } from "#contracts/places.ts";
import { gymsFrom } from "./gyms.server";

export function placesFrom(snapshot: ContentSnapshot): readonly PlaceRef[] {
  return gymsFrom(snapshot);
}

export async function placesOf(context: { content?: ContentReader }): Promise<readonly PlaceRef[]> {
  return placesFrom(await contentOf(context));
}
