import { z } from "#app/lib/zod.ts";

/**
 * The part of the postcodes.io answer we read ({ status: 200, result: { postcode, latitude, longitude } }).
 * A result without numeric coordinates (postcodes.io gives null for some) is the lookup failure of SPEC §8.
 */
export const lookupAnswerSchema = z.object({
  result: z.object({ latitude: z.number(), longitude: z.number() }),
});
