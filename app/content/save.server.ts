/**
 * THE one content write (issue 30, decisions 0017, 0022 and 0025): the editor's save and the staff "Put back"
 * both come here, and nothing else writes the content. The update is checked (shape, schema, bounds, required
 * files), then written to the database with its change-log rows as one change (the staff context's
 * writeContent), which refuses it inside the transaction when a file it was based on has moved (409) or the
 * role's rights refuse it against the database's current entries (403); each instance's working copy follows.
 */
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { refusal, staffContext } from "#app/features/staff/guard.server.ts";
import type { StaffUser } from "#contracts/staff.ts";
import { base64UrlDecode, type CheckOptions, checkUpdate } from "./editor.server";

export function contentDirOf(context: AppLoadContext): string {
  return context.content?.dir ?? path.resolve(process.env.CONTENT_DIR || "content");
}

export interface SaveOptions extends CheckOptions {
  /** A put-back: the change whose previous version it restores. */
  restoredFrom?: number;
}

/**
 * Saves a content update as `user`: refused with a thrown Response (400/403/409) whose text names the entry
 * and the reason when the checks refuse it, else written, logged and live on this instance on return.
 */
export async function saveContent(
  context: AppLoadContext,
  user: StaffUser,
  update: unknown,
  options: SaveOptions = {},
): Promise<void> {
  const checked = await checkUpdate(user.role, update, contentDirOf(context), {
    ...options,
    routeSegments: options.routeSegments ?? context.routeSegments,
  });
  if (!checked.ok) throw refusal(checked.status, checked.message);
  await staffContext(context).writeContent(user, {
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
