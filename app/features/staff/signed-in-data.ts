import type { Incident } from "#contracts/ops.ts";

/** What the signed-in layout's loader gives every staff page: management's open incidents, read at `at`. */
export interface SignedInData {
  incidents: Incident[];
  at: string;
}
