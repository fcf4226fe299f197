/**
 * The optional `attribution` member of a form's JSON body (issue 38, decision 0027). SPEC §7's fields are
 * unchanged: the server takes this member off before it checks them with contracts/payloads.ts. It is
 * accepted in any shape and bounded by cleanAttribution: unknown keys are dropped and every value is cut and
 * cleaned, so a forged or oversized member never costs the visitor their lead. Kept apart from
 * contracts/attribution.ts so that the browser's bundle, which only builds the member, never loads zod.
 */
import { z } from "zod";
import { cleanAttribution } from "./attribution";

export const attributionField = z.unknown().transform(cleanAttribution);
