/**
 * THE one content write (issue 30, decision 0017): the editor's save and the staff "Put back" both come here,
 * and nothing else writes under CONTENT_DIR. The update is checked (schema, bounds, role, required files), each
 * file is written through a temporary file with a random name and a rename (no reader ever sees half a file),
 * the change log records it, and the store reloads. To move content into the database, re-point `writeFiles`
 * (and the log) here: the callers only ask for a save.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { refusal, staffContext } from "#app/features/staff/guard.server.ts";
import type { ContentChangeInput, StaffUser } from "#contracts/staff.ts";
import { base64UrlDecode, type ContentUpdate, checkUpdate } from "./editor.server";

export function contentDirOf(context: AppLoadContext): string {
  return context.content?.dir ?? path.resolve(process.env.CONTENT_DIR || "content");
}

/** Writes a checked update under `contentDir`: each file through a randomly named temporary file and a rename. */
async function writeFiles(contentDir: string, update: ContentUpdate): Promise<void> {
  for (const addition of update.additions) {
    const target = path.join(contentDir, addition.path);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(8).toString("hex")}.tmp`;
    try {
      await writeFile(temporary, base64UrlDecode(addition.contents));
      await rename(temporary, target);
    } finally {
      await rm(temporary, { force: true });
    }
  }
  for (const deletion of update.deletions) await rm(path.join(contentDir, deletion.path), { force: true });
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
  await writeFiles(dir, checked.update);
  await staffContext(context).recordContentChanges(user, checked.changes.map(mark));
  // Live now rather than at the watcher's next look.
  await context.content?.reload();
}
