/**
 * The gyms as a select field's options, for schemas that name one gym (posts, jobs) or a 24/7 gym (tours).
 * A schema is fixed when the editor is built, so its labels come from the gyms' identity (the slug), not from
 * the names in content/gyms, which the owner may change.
 */
import { type GymIdentity, gymIdentities, isFindable } from "../gym-identity";

const option = (gym: GymIdentity) => ({
  label: gym.slug[0]?.toUpperCase() + gym.slug.slice(1),
  value: gym.slug,
});

export const gymOptions = gymIdentities.map(option);

/** The 24/7 gyms, the ones with tours. */
export const tourGymOptions = gymIdentities.filter(isFindable).map(option);
