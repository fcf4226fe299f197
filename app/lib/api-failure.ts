import { z } from "./zod";

/** Our API's error body (contracts/api.ts ApiFailure), checked before anything reads it (api-client.ts). */
export const apiFailureSchema = z.object({
  ok: z.literal(false),
  error: z.string(),
  problems: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});
