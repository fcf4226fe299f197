/**
 * The staff area's sources and spend (issue 38), as its load context gives them to the route modules: the
 * role's rule is applied here, once. A gym's inbox sees its own gym's leads and never any spend; management
 * sees every gym, or one, with the spend beside the counts.
 */
import { type PlaceRef, placeByFormName } from "#contracts/places.ts";
import type { SourcesLoadContext } from "#contracts/sources.ts";
import { MANAGEMENT_ROLE } from "#contracts/staff.ts";
import type { Db } from "#server/db/client.ts";
import { sourcesReport } from "#server/stats/channels.ts";
import { listSpend, saveSpend } from "./spend";

export function sourcesArea(db: Db, places: () => readonly PlaceRef[]): SourcesLoadContext {
  return {
    sourcesReport(role, { month, gym }) {
      if (role !== MANAGEMENT_ROLE) return sourcesReport(db, { month, gym: role, withSpend: false });
      const chosen = gym && placeByFormName(places(), gym) ? gym : null;
      return sourcesReport(db, { month, gym: chosen, withSpend: true });
    },
    spendEntries: (month) => listSpend(db, month),
    saveSpend: (user, id, input) => {
      if (user.role !== MANAGEMENT_ROLE)
        return Promise.resolve({ ok: false, field: "role", message: "Spend is management's" });
      if (input.gym !== null && !placeByFormName(places(), input.gym))
        return Promise.resolve({ ok: false, field: "gym", message: "Must be one of our gyms" });
      return saveSpend(db, user, id, input);
    },
  };
}
