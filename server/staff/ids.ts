/**
 * The one place the staff area checks the ids its routes pass (issue 36): every load-context method that
 * takes a row id is wrapped here, so a malformed id is "no such row" (the routes answer 404) before any
 * query, and never a database error (a 500). A new method that takes an id belongs in this list.
 */
import { isRowId, isUuid } from "#contracts/ids.ts";
import type { StaffLoadContext } from "#contracts/staff.ts";
import { noSuchChange } from "#server/content/save.ts";

type IdMethods =
  | "submissionDetail"
  | "setStatus"
  | "logContact"
  | "markTour"
  | "releaseHeld"
  | "markHeldSpam"
  | "retryMessage"
  | "restoreContent";

export function checkIds(area: StaffLoadContext): StaffLoadContext {
  const checked: Pick<StaffLoadContext, IdMethods> = {
    submissionDetail: async (role, id) => (isUuid(id) ? area.submissionDetail(role, id) : null),
    setStatus: async (user, id, status, note) => isUuid(id) && area.setStatus(user, id, status, note),
    logContact: async (user, id, how) => isUuid(id) && area.logContact(user, id, how),
    markTour: async (user, id, outcome) => isUuid(id) && area.markTour(user, id, outcome),
    releaseHeld: async (id) => isUuid(id) && area.releaseHeld(id),
    markHeldSpam: async (id) => isUuid(id) && area.markHeldSpam(id),
    retryMessage: async (role, id) => isRowId(id) && area.retryMessage(role, id),
    restoreContent: async (user, id) => {
      if (!isRowId(id)) throw noSuchChange();
      return area.restoreContent(user, id);
    },
  };
  return { ...area, ...checked };
}
