/**
 * The owner-changed entries whose shipped version differs (issue 31's deploy rule), as management reads them in
 * the staff area (/staff/content/differences) and in `npm run leads -- content diff`: which entry, since when,
 * who changed the owner's version, and the two versions as a line diff (text) or by size (a photo).
 */

import type { ContentDifferenceView, DiffLine } from "#contracts/staff.ts";
import { entryFileOf } from "#server/content/editor-paths.ts";
import { type ContentDifference, listContentDifferences } from "#server/content/files.ts";
import type { Db } from "#server/db/client.ts";

/** Lines past this in either version are not compared line by line (no content file is near it). */
const MAX_DIFF_LINES = 2000;

const utf8 = new TextDecoder("utf-8", { fatal: true });

function textOf(bytes: Buffer | null): string | null | undefined {
  if (bytes === null) return null;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

function linesOf(text: string): string[] {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/**
 * The lines of `from` and `to` as a diff: each line kept, removed (only in `from`) or added (only in `to`),
 * in order, by their longest common subsequence.
 */
export function lineDiff(from: string, to: string): DiffLine[] {
  const a = linesOf(from);
  const b = linesOf(to);
  if (a.length > MAX_DIFF_LINES || b.length > MAX_DIFF_LINES)
    return [
      ...a.map((text) => ({ kind: "removed" as const, text })),
      ...b.map((text) => ({ kind: "added" as const, text })),
    ];
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    const row = common[i] as Uint16Array;
    const below = common[i + 1] as Uint16Array;
    for (let j = b.length - 1; j >= 0; j--)
      row[j] =
        a[i] === b[j] ? (below[j + 1] as number) + 1 : Math.max(below[j] as number, row[j + 1] as number);
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ kind: "same", text: a[i] as string });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || (common[i + 1]?.[j] ?? 0) >= (common[i]?.[j + 1] ?? 0))) {
      // A changed line reads as the old one removed, then the new one added.
      lines.push({ kind: "removed", text: a[i] as string });
      i++;
    } else {
      lines.push({ kind: "added", text: b[j] as string });
      j++;
    }
  }
  return lines;
}

/** One difference as the staff page and the CLI show it: the ship's version against the owner's live one. */
export function differenceView(difference: ContentDifference): ContentDifferenceView {
  const owner = textOf(difference.ownerBytes);
  const shipped = textOf(difference.shippedBytes);
  const text = owner !== undefined && shipped !== undefined;
  return {
    path: difference.path,
    entry: entryFileOf(difference.path)?.entry ?? difference.path,
    noticedAt: difference.noticedAt.toISOString(),
    ownerChangedBy: difference.updatedBy,
    ownerChangedAt: difference.updatedAt?.toISOString() ?? null,
    ownerVersion: text ? owner : null,
    shippedVersion: text ? shipped : null,
    ownerBytes: difference.ownerBytes?.length ?? null,
    shippedBytes: difference.shippedBytes?.length ?? null,
    text,
    lines: text ? lineDiff(shipped ?? "", owner ?? "") : [],
  };
}

/** Every owner-changed entry whose shipped version differs, in path order. */
export async function contentDifferenceViews(db: Db): Promise<ContentDifferenceView[]> {
  return (await listContentDifferences(db)).map(differenceView);
}
