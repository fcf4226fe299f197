/**
 * THE one content write (issue 30, decisions 0017 and 0022): the editor's save and the staff "Put back" both
 * come here, and nothing else writes the content. The update is checked (schema, bounds, role, required
 * files) against this instance's working copy, then written to the database with its change-log rows as one
 * change (the staff context's writeContent); each instance's working copy follows, each file through a
 * temporary file with a random name and a rename, so no reader ever sees half a file.
 */
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { refusal, staffContext } from "#app/features/staff/guard.server.ts";
import type { ContentChangeInput, StaffUser } from "#contracts/staff.ts";
import { base64UrlDecode, checkUpdate } from "./editor.server";

export function contentDirOf(context: AppLoadContext): string {
  return context.content?.dir ?? path.resolve(process.env.CONTENT_DIR || "content");
}

/**
 * Saves a content update as `user`: refused with a thrown 400/403 Response naming the field when the checks
 * refuse it, else written, logged (each change marked by `mark`, e.g. as a put-back) and live on return.
 */
export async function saveContent(
  context: AppLoadContext,
  user: StaffUser,
  update: unknown,
  mark: (change: ContentChangeInput) => ContentChangeInput = (change) => change,
): Promise<void> {
  const dir = contentDirOf(context);
  const checked = await checkUpdate(user.role, update, dir);
  if (!checked.ok) throw refusal(checked.status, checked.message);
  // One transaction in the database: the files, their change-log rows and the content version, which every
  // instance follows; resolves once this instance's working copy and store have it (decision 0022).
  await staffContext(context).writeContent(
    user,
    [
      ...checked.update.additions.map((addition) => ({
        path: addition.path,
        bytes: base64UrlDecode(addition.contents),
      })),
      ...checked.update.deletions.map((deletion) => ({ path: deletion.path, bytes: null })),
    ],
    checked.changes.map(mark),
  );
}
