/**
 * The editor's save request as Keystatic's admin sends it with our patch (decision 0025): each file with its
 * contents (base64url) and the version it was based on, read from the editor's tree. Shared by the in-process
 * steps (staff.ts) and the instances' (instances.ts).
 */
import { checkUpdate } from "#server/content/editor.ts";
import { folderContent } from "#server/content/folder-content.ts";

/** The sha of each file as the editor read it (a path absent: the editor read no such file). */
export type Bases = Record<string, string>;

/** The shas of Keystatic's tree answer (`[{ path, sha, type }]`). */
export function basesOf(treeJson: string): Bases {
  const entries = JSON.parse(treeJson) as { path: string; sha: string }[];
  return Object.fromEntries(entries.map((entry) => [entry.path, entry.sha]));
}

/** The save body: files written and removed, each with its base (null: a new file). */
export function saveBody(
  additions: Record<string, Buffer | string>,
  deletions: string[],
  bases: Bases,
): string {
  return JSON.stringify({
    additions: Object.entries(additions).map(([file, contents]) => ({
      path: file,
      contents: Buffer.from(contents).toString("base64url"),
      base: bases[file] ?? null,
    })),
    deletions: deletions.map((file) => ({ path: file, base: bases[file] ?? null })),
  });
}

/**
 * The editor's whole decision on a save, for tests without a database: checkUpdate, then the role's rights
 * against the files under `dir` (where a save runs them against the database's, inside its write).
 */
export async function checkAsSaved(
  role: string,
  body: unknown,
  dir: string,
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const checked = await checkUpdate(role, body, dir);
  if (!checked.ok) return checked;
  const why = await checked.rights?.(folderContent(dir));
  return why ? { ok: false, ...why } : { ok: true };
}
