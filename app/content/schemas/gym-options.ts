/** The gyms as a select field's options, for schemas that name one gym (posts, jobs) or a 24/7 gym (tours). */
import { isFindable } from "../gym-identity";
import { gyms } from "../gyms";

export const gymOptions = gyms.map((gym) => ({ label: gym.name, value: gym.slug }));

/** The 24/7 gyms, the ones with tours. */
export const tourGymOptions = gyms.filter(isFindable).map((gym) => ({ label: gym.name, value: gym.slug }));
