/**
 * The gym finder without JavaScript (decision 0006): the finder's GET form asks the server, whose loader
 * runs the same postcode checks and lookup as the browser and renders the same results and messages.
 */

import { config } from "#app/lib/config.ts";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import { nearestGyms } from "./find-gyms";
import {
  FINDER_FAILURE,
  INVALID_POSTCODE,
  isValidPostcode,
  lookupPostcode,
  normalisePostcode,
} from "./postcode-lookup";
import type { FinderAnswer } from "./server-answer";

/**
 * Looks the postcode up at `apiUrl` (the server's POSTCODES_API_URL, which may differ from the one baked into
 * the browser's build) with the browser's own lookup and answer checks; `gyms` as the content has them now.
 */
export async function findGymsForPostcode(
  search: string,
  apiUrl: string | undefined,
  gyms: readonly GymLocation[],
  fetcher: typeof fetch = fetch,
): Promise<FinderAnswer> {
  const postcode = normalisePostcode(search);
  if (!isValidPostcode(postcode)) return { finder: true, search, results: null, error: INVALID_POSTCODE };
  const base = (apiUrl ?? config.postcodesApiUrl).replace(/\/+$/, "");
  const atServerUrl: typeof fetch = (input, init) =>
    fetcher(String(input).replace(config.postcodesApiUrl.replace(/\/+$/, ""), base), init);
  try {
    const origin = await lookupPostcode(postcode, atServerUrl);
    const results = nearestGyms(origin, gyms).map((result) => ({
      slug: result.gym.slug,
      miles: result.miles,
    }));
    return { finder: true, search, results, error: null };
  } catch (error) {
    console.warn("gym finder: postcode lookup failed", error instanceof Error ? error.message : error);
    return { finder: true, search, results: null, error: FINDER_FAILURE };
  }
}

/** The answer when this client has made too many lookups: the finder's own failure message. */
export function throttledFinderAnswer(search: string): FinderAnswer {
  return { finder: true, search, results: null, error: FINDER_FAILURE };
}
