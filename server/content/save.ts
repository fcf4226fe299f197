/**
 * THE one content write (issue 30, decisions 0017, 0022 and 0025): the editor's save and the staff "Put back"
 * both come here, and nothing else writes the content. The update is checked (shape, schema, bounds, required
 * files), then written to the database with its change-log rows as one change (writeStaffContent), which
 * refuses it inside the transaction when a file it was based on has moved (409) or the role's rights refuse it
 * against the database's current entries (403); each instance's working copy follows. The staff area's load
 * context (server/staff/area.ts) offers it to the routes as `saveContent` and `restoreContent`.
 */
import type { PlaceRef } from "#contracts/places.ts";
import type { StaffUser } from "#contracts/staff.ts";
import type { ContentChange, ContentSave } from "#contracts/staff-content.ts";
import { base64UrlDecode, type CheckOptions, checkUpdate, restoreUpdate, roleMaySee } from "./editor";
import { refusal } from "./refusal";

export interface SaveOptions extends CheckOptions {
  /** A put-back: the change whose previous version it restores. */
  restoredFrom?: number;
}

export interface SaveDeps {
  /** This instance's working copy of the content (CONTENT_DIR). */
  dir: string;
  /** Writes a checked save in the database (server/content/staff-write.ts). */
  write(user: StaffUser, save: ContentSave): Promise<void>;
}

/**
 * Saves a content update as `user`: refused with a thrown Response (400/403/409) whose text names the entry
 * and the reason when the checks refuse it, else written, logged and live on this instance on return.
 */
export async function saveContent(
  deps: SaveDeps,
  user: StaffUser,
  update: unknown,
  options: SaveOptions = {},
): Promise<void> {
  const checked = await checkUpdate(user.role, update, deps.dir, options);
  if (!checked.ok) throw refusal(checked.status, checked.message);
  await deps.write(user, {
    files: [
      ...checked.update.additions.map((addition) => ({
        path: addition.path,
        bytes: base64UrlDecode(addition.contents),
      })),
      ...checked.update.deletions.map((deletion) => ({ path: deletion.path, bytes: null })),
    ],
    bases: checked.bases,
    rights: checked.rights,
    restoredFrom: options.restoredFrom,
  });
}

/** A put-back of a change that does not exist, or that the role may not see. */
export const noSuchChange = () => refusal(404, "No such change.");

/**
 * "Put back": the entry's file as it was before `change`, saved through saveContent and logged as a change
 * itself. A change the role may not see is no such change (404).
 */
export async function restoreContent(
  deps: SaveDeps,
  user: StaffUser,
  change: ContentChange | null,
  places: readonly Pick<PlaceRef, "id" | "formName">[],
): Promise<void> {
  if (!change || !roleMaySee(user.role, change, places)) throw noSuchChange();
  await saveContent(deps, user, restoreUpdate(change), { restoredFrom: change.id });
}

/** The latest changes the role may see (a gym: its own entries), newest first. */
export function visibleChanges(
  user: StaffUser,
  changes: readonly ContentChange[],
  places: readonly Pick<PlaceRef, "id" | "formName">[],
): ContentChange[] {
  return changes.filter((change) => roleMaySee(user.role, change, places));
}
