/** The gyms as a select field's options, for schemas that name one gym (posts, jobs). */
import { gyms } from "../gyms";

export const gymOptions = gyms.map((gym) => ({ label: gym.name, value: gym.slug }));
