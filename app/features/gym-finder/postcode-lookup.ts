import { isValid } from "postcode";
import { config } from "#app/lib/config.ts";
import type { Coordinates } from "./distance";

export const INVALID_POSTCODE = "Please enter a valid UK postcode.";
export const FINDER_FAILURE = "Error finding gyms near your location. Please try again.";
/** The internal cause of a failed lookup (SPEC §8); logged, never shown. */
export const LOOKUP_CAUSE = "Could not get coordinates from postcode";

/** SPEC §5: uppercased, spaces removed. */
export function normalisePostcode(input: string): string {
  return input.toUpperCase().replace(/\s+/g, "");
}

export function isValidPostcode(normalised: string): boolean {
  return normalised.length > 0 && isValid(normalised);
}

/** Coordinates of a UK postcode; throws LOOKUP_CAUSE on any failure, whatever its kind. */
export async function lookupPostcode(postcode: string, fetcher: typeof fetch = fetch): Promise<Coordinates> {
  let body: unknown;
  try {
    const response = await fetcher(`${config.postcodesApiUrl}/postcodes/${encodeURIComponent(postcode)}`);
    if (!response.ok) throw new Error(`postcodes.io answered ${response.status}`);
    body = await response.json();
  } catch (cause) {
    throw new Error(LOOKUP_CAUSE, { cause });
  }
  // The schema (and zod) load with the first search, not with the page: /locations keeps its JS budget.
  const { lookupAnswerSchema } = await import("./lookup-answer");
  const parsed = lookupAnswerSchema.safeParse(body);
  if (!parsed.success) throw new Error(LOOKUP_CAUSE, { cause: parsed.error });
  const { latitude, longitude } = parsed.data.result;
  return { latitude, longitude };
}
