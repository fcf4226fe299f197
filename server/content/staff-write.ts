/**
 * A staff member's content save (the editor's, or a put-back) written to the database, and answered as the
 * editor reads answers: text with a status. Decision 0025: the bases and the role's rights are checked inside
 * the write's transaction; a stale base is a 409 naming the entry, who changed it and when. The save answers
 * once its own commit is done and this instance has followed it; if this instance cannot follow (a photo
 * missing from the bucket, the database gone after the commit), the save still answers with its own result,
 * and the instance reports itself behind in health (sync.ts) while the poll tries again.
 */

import type { ContentSave, StaffUser } from "#contracts/staff.ts";
import type { ContentRefusal } from "#contracts/staff-content.ts";
import { MediaBucketError } from "./bucket.ts";
import { ContentConflictError, writeContentFiles } from "./files.ts";
import { refusal } from "./refusal.ts";
import type { ContentSync } from "./sync.ts";

interface Logger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface StaffWriteDeps {
  db: Parameters<typeof writeContentFiles>[0];
  contentSync?: Pick<ContentSync, "follow"> | null;
  log: Logger;
}

const PHOTO_STORE_DOWN = "The photo store is not answering, so nothing was saved. Try again in a minute.";

/** The save's checks refuse it, by the database's current content: nothing was written. */
class ContentRightsError extends Error {
  constructor(readonly refusal: ContentRefusal) {
    super(refusal.message);
  }
}

/** Writes a checked save as `user`; a refusal is thrown as the Response the editor shows. */
export async function writeStaffContent(
  deps: StaffWriteDeps,
  user: StaffUser,
  save: ContentSave,
): Promise<void> {
  const { rights } = save;
  try {
    await writeContentFiles(deps.db, {
      actor: user,
      files: save.files.map((file) => ({ path: file.path, bytes: file.bytes && Buffer.from(file.bytes) })),
      bases: save.bases,
      guard: rights
        ? async (current) => {
            const why = await rights(current);
            if (why) throw new ContentRightsError(why);
          }
        : undefined,
      kind: save.restoredFrom === undefined ? undefined : "restore",
      restoredFrom: save.restoredFrom,
      checked: true,
    });
  } catch (error) {
    if (error instanceof ContentConflictError) throw refusal(409, error.message);
    if (error instanceof ContentRightsError) throw refusal(error.refusal.status, error.message);
    if (!(error instanceof MediaBucketError)) throw error;
    deps.log.error({ err: error }, "staff: the media bucket refused a save; nothing was written");
    throw refusal(503, PHOTO_STORE_DOWN, { "retry-after": "30" });
  }
  try {
    // Answer once this instance serves it; the others follow by NOTIFY or their poll.
    await deps.contentSync?.follow();
  } catch (error) {
    deps.log.warn(
      { err: error },
      "content: a save is committed, and this instance could not follow it yet; the poll tries again",
    );
  }
}
