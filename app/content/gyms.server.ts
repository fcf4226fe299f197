/**
 * The gyms as a loader or the server reads them: the one place the rest of the code asks for gym facts, so
 * that moving them into content (CONTENT_DIR/gyms, issue 17) changes this module and not its callers.
 */
import { type GymLocation, gyms } from "./gyms";
import type { ContentStore } from "./store.server";

export async function gymsOf(_context: { content?: ContentStore }): Promise<readonly GymLocation[]> {
  return gyms;
}
