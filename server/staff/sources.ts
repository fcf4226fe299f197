/**
 * The staff area's sources and spend (issue 38), as its load context gives them to the route modules: the
 * role's rule is applied here, once. A gym's inbox sees its own gym's leads and never any spend; management
 * sees every gym, or one, with the spend beside the counts.
 */
import { formNames } from "#contracts/rules.ts";
import type { SourcesLoadContext } from "#contracts/sources.ts";
import { MANAGEMENT_ROLE } from "#contracts/staff.ts";
import type { Db } from "#server/db/client.ts";
import { sourcesReport } from "#server/stats/channels.ts";
import { listSpend, saveSpend } from "./spend";

export function sourcesArea(db: Db): SourcesLoadContext {
  return {
    sourcesReport(role, { month, gym }) {
      if (role !== MANAGEMENT_ROLE) return sourcesReport(db, { month, gym: role, withSpend: false });
      const chosen = gym && (formNames as readonly string[]).includes(gym) ? gym : null;
      return sourcesReport(db, { month, gym: chosen, withSpend: true });
    },
    spendEntries: (month) => listSpend(db, month),
    saveSpend: (user, id, input) =>
      user.role === MANAGEMENT_ROLE
        ? saveSpend(db, user, id, input)
        : Promise.resolve({ ok: false, field: "role", message: "Spend is management's" }),
  };
}
