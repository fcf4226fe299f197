/**
 * What each gym is to the code, not to the owner: the slug its routes are named by, the form name the lead
 * contracts and staff roles use, its page and sign-up links, its membership branch and its brand artwork.
 * Changing any of these needs a route or a contract to change too, so they stay code; every fact the owner
 * may change (name, address, contact, hours, price, amenities, photos, ids) is content/gyms/<slug>.yaml.
 * Client-safe and tiny.
 */
import type { MembershipBranch } from "./brand";
import type { MediaKey } from "./media";

export type GymSlug = "armory" | "greenwich" | "welling";
export type FormName = "novoarmory" | "novogreenwich" | "novowelling";

export interface GymIdentity {
  slug: GymSlug;
  formName: FormName;
  pageLink: `/${string}`;
  signUpLink: `/${string}`;
  membershipBranch: MembershipBranch;
  gymInterior: MediaKey;
  gymEntry: MediaKey;
  gymMap: MediaKey;
  gymFinder: { interior: string; door: string };
  /**
   * How the editor's pickers name the gym ("Novo Welling", "Welling"). A schema is fixed when the editor is
   * built, so these are code; the names the site shows are content/gyms/<slug>.yaml's.
   */
  editorLabel: { name: string; shortName: string };
}

const identity = (
  slug: GymSlug,
  formName: FormName,
  pageLink: `/${string}`,
  membershipBranch: MembershipBranch,
  shortName: string,
): GymIdentity => ({
  slug,
  formName,
  pageLink,
  signUpLink: `/${slug}-signup`,
  membershipBranch,
  gymInterior: `${slug}-interior`,
  gymEntry: `${slug}-entry`,
  gymMap: `${slug}-map`,
  gymFinder: { interior: `${slug}-interior`, door: `${slug}-entry` },
  editorLabel: { name: `Novo ${shortName}`, shortName },
});

/** In site order; the first is the default gym (SPEC §3): the fallback off gym pages, not in the finder. */
export const gymIdentities: readonly GymIdentity[] = [
  identity("armory", "novoarmory", "/novoarmory", "greenwich", "Armory"),
  identity("greenwich", "novogreenwich", "/greenwich", "london", "Greenwich"),
  identity("welling", "novowelling", "/welling", "welling", "Welling"),
];

export const gymSlugs: readonly GymSlug[] = gymIdentities.map((gym) => gym.slug);

/** Is this one of the two 24/7 gyms, the ones the discount form and the finder offer. */
export function isFindable(gym: { kind: string }): boolean {
  return gym.kind === "gym";
}

export function identityByFormName(formName: string): GymIdentity | undefined {
  return gymIdentities.find((gym) => gym.formName === formName);
}

/** The gym a path belongs to (gym page or its sign-up page), else undefined. */
export function identityForPath(pathname: string): GymIdentity | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return gymIdentities.find((g) => g.pageLink === path || g.signUpLink === path);
}
