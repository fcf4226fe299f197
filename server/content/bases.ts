/**
 * The concurrency rule for content writes (decision 0025): a write names, for each file it changes, the version
 * it was based on (the git blob sha the editor read, or null: it read no such file). Inside the write's
 * transaction, with the version row locked, each is compared with the database's current row; one that moved
 * refuses the whole write with a ContentConflictError naming the entry, who changed it and when.
 */
import { entryFileOf } from "#server/content/editor-paths.ts";

/** A file's row as the write's transaction reads it (deleted: a tombstone, which counts as no file). */
export interface CurrentRow {
  path: string;
  sha: string;
  deleted: boolean;
  updatedBy: string | null;
  updatedAt: Date;
}

/** A write based on a version of a file that is no longer the current one: nothing was written. */
export class ContentConflictError extends Error {
  constructor(
    readonly path: string,
    readonly entry: string,
    readonly changedBy: string | null,
    readonly changedAt: Date | null,
  ) {
    super(conflictMessage(entry, changedBy, changedAt));
    this.name = "ContentConflictError";
  }
}

/** When, in London, as a person reads it ("28 November 2026 at 23:59:05"). */
function londonTime(at: Date): string {
  const day = at.toLocaleDateString("en-GB", {
    timeZone: "Europe/London",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const time = at.toLocaleTimeString("en-GB", { timeZone: "Europe/London", hour12: false });
  return `${day} at ${time}`;
}

/**
 * What the editor shows in its red banner: the entry, who and when, and what to do. Keystatic keeps the form
 * as it was (and a draft of it), so nothing typed is lost.
 */
export function conflictMessage(entry: string, changedBy: string | null, changedAt: Date | null): string {
  const who = changedBy ?? "someone else";
  const when = changedAt ? ` on ${londonTime(changedAt)} (London time)` : "";
  return (
    `Not saved: ${entry} was changed by ${who}${when}, after you opened it. Your changes are still in this ` +
    "form and kept as a draft. Reload the editor to see the new version (your draft comes back over it, with " +
    "a warning), make sure their change is kept, and save again."
  );
}

/**
 * The first based file whose current version differs from its base, as a conflict; null when every base is
 * current. `rows` holds every row of the paths (tombstones too, which say who deleted the file).
 */
export function staleBase(
  bases: ReadonlyMap<string, string | null>,
  rows: ReadonlyMap<string, CurrentRow>,
): ContentConflictError | null {
  for (const [filePath, base] of bases) {
    const row = rows.get(filePath);
    const current = row && !row.deleted ? row.sha : null;
    if (current === base) continue;
    const entry = entryFileOf(filePath)?.entry ?? filePath;
    return new ContentConflictError(filePath, entry, row?.updatedBy ?? null, row?.updatedAt ?? null);
  }
  return null;
}
