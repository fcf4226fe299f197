/**
 * The gyms as a loader or the server reads them: content/gyms/<slug>.yaml (the last good version of each,
 * through the content store) joined with each gym's identity in code (gym-identity.ts). The one place the
 * rest of the code asks for gym facts.
 */
import { type GymSlug, gymIdentities } from "./gym-identity";
import { type GymEntry, type GymLocation, gymLocation } from "./gym-location";
import { type ContentSnapshot, type ContentStore, contentOf } from "./store.server";

export type { GymLocation };

const built = new WeakMap<ContentSnapshot, readonly GymLocation[]>();

/**
 * The gyms of a snapshot, in site order (the first is the default gym). A gym whose file never passed its
 * schema is left out (health names the file); one that fails later keeps its last good facts.
 */
export function gymsFrom(snapshot: ContentSnapshot): readonly GymLocation[] {
  let gyms = built.get(snapshot);
  if (!gyms) {
    const entries = snapshot.entries.gyms as Record<string, GymEntry>;
    gyms = gymIdentities.flatMap((identity) => {
      const entry = entries[identity.slug];
      return entry ? [gymLocation(identity, entry)] : [];
    });
    built.set(snapshot, gyms);
  }
  return gyms;
}

export async function gymsOf(context: { content?: ContentStore }): Promise<readonly GymLocation[]> {
  return gymsFrom(await contentOf(context));
}

/** One gym by a key, from the gyms now. */
export async function gymOf(
  context: { content?: ContentStore },
  match: (gym: GymLocation) => boolean,
): Promise<GymLocation | undefined> {
  return (await gymsOf(context)).find(match);
}

/** A gym page's gym; a 404 when its file has never passed its schema (health names the file). */
export async function gymForPage(context: { content?: ContentStore }, slug: GymSlug): Promise<GymLocation> {
  const gym = (await gymsOf(context)).find((candidate) => candidate.slug === slug);
  if (!gym) throw new Response("Not found", { status: 404 });
  return gym;
}
