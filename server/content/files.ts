/**
 * The live content in the database (decision 0022): every file under the content root, YAML entries and the
 * photos beside them, in `content_files`; one version counter every change bumps; and the record of
 * owner-changed files whose shipped version now differs. Every change goes through `writeContentFiles`: one
 * transaction writes the files, their change-log rows and the new version, and notifies every instance
 * (sync.ts), which then rewrites its working copy and reloads its ContentStore.
 *
 * The module API the rest of the server builds on (the editor's gate, `content export/import`, backup and
 * restore, the staff page of differences). Paths are relative to the content root, with forward slashes.
 */
import { and, asc, eq, inArray, like, sql } from "drizzle-orm";
import type { ContentChangeInput } from "#contracts/staff.ts";
import type { CurrentContent } from "#contracts/staff-content.ts";
import { entryFileOf } from "#server/content/editor-paths.ts";
import type { Db } from "#server/db/client.ts";
import { contentChanges, contentDifferences, contentFiles, contentVersion } from "#server/db/schema.ts";
import { type CurrentRow, staleBase } from "./bases.ts";
import { checkContentFiles } from "./check.ts";
import { blobSha, contentBytes, EMPTY, storeOriginals } from "./originals.ts";

export { ContentConflictError } from "./bases.ts";
export { attachMediaBucket, blobSha, bytesInBucket, contentBytes } from "./originals.ts";

/** The channel every instance LISTENs on; its payload is the new version. */
export const CONTENT_CHANNEL = "novo_content";

/** One file of the live content, without its bytes (listings). */
export interface ContentFileInfo {
  path: string;
  /** The git blob sha1 of the bytes, as Keystatic's tree reports it. */
  sha: string;
  size: number;
  /** ship: as a deploy brought it; owner: changed since by the editor, an import or a restore. */
  origin: "ship" | "owner";
  /** The ship's sha when the file was last compared with a ship; null when the ship never had it. */
  shippedSha: string | null;
  updatedAt: Date;
  updatedBy: string | null;
}

/** One file of the live content, with its bytes. */
export interface ContentFile extends ContentFileInfo {
  bytes: Buffer;
}

/** Who makes a change: a staff inbox and its role, or a command ("content import", role management). */
export interface ContentActor {
  email: string;
  role: string;
}

/** A set of files to change as one: bytes to write, or null to delete. */
export interface ContentWrite {
  actor: ContentActor;
  files: { path: string; bytes: Buffer | null }[];
  /**
   * The version each file was based on (its sha, or null: no such file), checked inside the transaction: one
   * that moved refuses the whole write (ContentConflictError, decision 0025). Files not named are not checked.
   */
  bases?: ReadonlyMap<string, string | null>;
  /**
   * Runs inside the transaction, after the bases, with the database's current text of any YAML file (null:
   * none): the editor's per-role rights. It refuses by throwing; nothing is written then.
   */
  guard?: (current: CurrentContent) => Promise<void>;
  /** The kind of the change-log rows (default: "save", or "delete" for a deletion). */
  kind?: ContentChangeInput["kind"];
  /** A put-back: the change whose previous version this write restores. */
  restoredFrom?: number;
  /** `content import` and restore: every file not in `files` is deleted, so the set becomes the whole content. */
  replaceAll?: boolean;
  /**
   * Skip the path and schema checks: only for a caller that has just run them on these exact files (the
   * editor's gate, which also checks the role's rights). Everything else is checked here.
   */
  checked?: boolean;
}

export interface ContentWriteResult {
  /** The content version after the change (unchanged when nothing differed). */
  version: number;
  /** The paths whose bytes changed or that were deleted. */
  changed: string[];
}

/** An owner-changed file whose shipped version differs from the owner's (the deploy rule). */
export interface ContentDifference {
  path: string;
  /** The owner's live version (null: the owner deleted it). */
  ownerSha: string | null;
  ownerBytes: Buffer | null;
  /** The ship's version (null: the ship removed it). */
  shippedSha: string | null;
  shippedBytes: Buffer | null;
  /** When a start first noticed this difference. */
  noticedAt: Date;
  /** Who last changed the owner's version, and when. */
  updatedBy: string | null;
  updatedAt: Date | null;
}

/** Bad input to a write: names the file and the field, and nothing was changed. */
export class ContentWriteError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = "ContentWriteError";
  }
}

/** Every file of the live content without its bytes, in path order. */
export async function listContentFiles(db: Db): Promise<ContentFileInfo[]> {
  const rows = await db
    .select({
      path: contentFiles.path,
      sha: contentFiles.sha,
      size: sql<number>`octet_length(${contentFiles.bytes})`.mapWith(Number),
      origin: contentFiles.origin,
      shippedSha: contentFiles.shippedSha,
      updatedAt: contentFiles.updatedAt,
      updatedBy: contentFiles.updatedBy,
    })
    .from(contentFiles)
    .where(eq(contentFiles.deleted, false))
    .orderBy(asc(contentFiles.path));
  return rows;
}

/** Files of the live content with their bytes, in path order: all of them (export, backup), or those named. */
export async function readContentFiles(db: Db, paths?: readonly string[]): Promise<ContentFile[]> {
  if (paths && paths.length === 0) return [];
  const live = eq(contentFiles.deleted, false);
  const rows = await db
    .select()
    .from(contentFiles)
    .where(paths ? and(live, inArray(contentFiles.path, [...paths])) : live)
    .orderBy(asc(contentFiles.path));
  const files: ContentFile[] = [];
  for (const row of rows) {
    const bytes = await contentBytes(db, row);
    files.push({
      path: row.path,
      sha: row.sha,
      size: bytes.length,
      origin: row.origin,
      shippedSha: row.shippedSha,
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy,
      bytes,
    });
  }
  return files;
}

/** One file of the live content, or null. */
export async function readContentFile(db: Db, filePath: string): Promise<ContentFile | null> {
  const [file] = await readContentFiles(db, [filePath]);
  return file ?? null;
}

/** The content version now: bumped by every change, the same on every instance once it has followed. */
export async function contentVersionOf(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion);
  return row?.version ?? 0;
}

/**
 * Writes a set of files as one change by an actor: checked first (paths are entry files, YAML passes the
 * schema; a ContentWriteError names the file and the problem and nothing is written), then in one
 * transaction the files (origin "owner", or "ship" again when the bytes are the ship's), the change-log
 * rows and the version bump, with a NOTIFY that every instance receives at commit. A write that changes no
 * byte changes nothing, the version included.
 */
export async function writeContentFiles(db: Db, write: ContentWrite): Promise<ContentWriteResult> {
  const byPath = new Map<string, Buffer | null>();
  for (const file of write.files) {
    if (byPath.has(file.path)) throw new ContentWriteError(`${file.path} is named twice`, file.path);
    byPath.set(file.path, file.bytes);
  }
  if (!write.checked) {
    for (const filePath of byPath.keys())
      if (!entryFileOf(filePath))
        throw new ContentWriteError(`${filePath} is not a file of a content entry`, filePath);
    const additions = [...byPath].flatMap(([filePath, bytes]) => (bytes ? [{ path: filePath, bytes }] : []));
    const problem = await checkContentFiles(additions);
    if (problem) throw new ContentWriteError(`${problem.path}: ${problem.message}`, problem.path);
  }

  const stored = await storeOriginals(db, byPath);

  return db.transaction(async (tx) => {
    // Serializes writers: the version row is locked until commit, so versions and file states agree.
    const [locked] = await tx
      .select({ version: contentVersion.version })
      .from(contentVersion)
      .where(eq(contentVersion.id, 1))
      .for("update");
    const rows = await tx
      .select({
        path: contentFiles.path,
        sha: contentFiles.sha,
        bytes: contentFiles.bytes,
        deleted: contentFiles.deleted,
        shippedSha: contentFiles.shippedSha,
        updatedBy: contentFiles.updatedBy,
        updatedAt: contentFiles.updatedAt,
      })
      .from(contentFiles);
    if (write.bases) {
      const bases = new Map(write.bases);
      // A whole-content write based on a set of files: a file that appeared since is not its to delete.
      if (write.replaceAll)
        for (const row of rows)
          if (!row.deleted && !byPath.has(row.path) && !bases.has(row.path)) bases.set(row.path, null);
      const conflict = staleBase(bases, new Map<string, CurrentRow>(rows.map((row) => [row.path, row])));
      if (conflict) throw conflict;
    }
    const shippedShas = new Map(rows.map((row) => [row.path, row.shippedSha]));
    const existing = new Map(rows.filter((row) => !row.deleted).map((row) => [row.path, row]));
    await write.guard?.({
      text: (filePath) => existing.get(filePath)?.bytes.toString("utf8") ?? null,
      paths: () => [...existing.keys()],
      history: (entryPrefix) =>
        tx
          .select({
            entry: contentChanges.entry,
            previous: contentChanges.previous,
            contents: contentChanges.contents,
          })
          .from(contentChanges)
          .where(like(contentChanges.entry, `${entryPrefix.replace(/[\\%_]/g, "\\$&")}%`)),
    });
    if (write.replaceAll)
      for (const filePath of existing.keys()) if (!byPath.has(filePath)) byPath.set(filePath, null);

    const changed: string[] = [];
    const computed: ContentChangeInput[] = [];
    for (const [filePath, bytes] of byPath) {
      const before = existing.get(filePath);
      // A deletion leaves a tombstone, not nothing: the next deploy must not bring the file back as new.
      const deleted = bytes === null;
      if (deleted && !before) continue;
      const sha = blobSha(bytes ?? EMPTY);
      if (!deleted && before?.sha === sha) continue;
      // A photo already in the bucket keeps only its sha here (decision 0022's amendment).
      const kept = bytes && stored.has(filePath) ? EMPTY : (bytes ?? EMPTY);
      // Bytes the ship has (the owner put its version back): untouched again, so the next ship's version is taken.
      const origin = !deleted && shippedShas.get(filePath) === sha ? ("ship" as const) : ("owner" as const);
      const set = { bytes: kept, sha, origin, deleted, updatedBy: write.actor.email };
      await tx
        .insert(contentFiles)
        .values({ path: filePath, ...set })
        .onConflictDoUpdate({ target: contentFiles.path, set: { ...set, updatedAt: sql`now()` } });
      changed.push(filePath);
      // Management took the ship's version: nothing differs any more.
      if (!deleted)
        await tx
          .delete(contentDifferences)
          .where(and(eq(contentDifferences.path, filePath), eq(contentDifferences.shippedSha, sha)));
      const entry = entryFileOf(filePath);
      if (entry?.data)
        computed.push({
          entry: entry.entry,
          path: filePath,
          kind: write.kind ?? (deleted ? "delete" : "save"),
          previous: before ? before.bytes.toString("utf8") : null,
          contents: bytes ? bytes.toString("utf8") : null,
          restoredFrom: write.restoredFrom ?? null,
        });
    }
    const version = locked?.version ?? 0;
    if (changed.length === 0) return { version, changed };

    if (computed.length > 0)
      await tx.insert(contentChanges).values(
        computed.map((change) => ({
          entry: change.entry,
          path: change.path,
          kind: change.kind,
          actor: write.actor.email,
          role: write.actor.role,
          previous: change.previous,
          contents: change.contents,
          restoredFrom: change.restoredFrom ?? null,
        })),
      );
    const next = await bumpVersion(tx as unknown as Db);
    return { version: next, changed };
  });
}

/**
 * Bumps the version inside the caller's transaction and notifies every instance (delivered at commit, and
 * not at all on rollback).
 */
export async function bumpVersion(tx: Db): Promise<number> {
  const [row] = await tx
    .update(contentVersion)
    .set({ version: sql`${contentVersion.version} + 1` })
    .where(eq(contentVersion.id, 1))
    .returning({ version: contentVersion.version });
  const version = row?.version ?? 0;
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${String(version)})`);
  return version;
}

/**
 * The owner-changed files whose shipped version differs from the owner's, as the last deploy found them,
 * in path order: what management compares in the staff area and `content diff`.
 */
export async function listContentDifferences(db: Db): Promise<ContentDifference[]> {
  const rows = await db
    .select({
      path: contentDifferences.path,
      shippedSha: contentDifferences.shippedSha,
      shippedBytes: contentDifferences.shippedBytes,
      noticedAt: contentDifferences.noticedAt,
      ownerSha: contentFiles.sha,
      ownerBytes: contentFiles.bytes,
      updatedBy: contentFiles.updatedBy,
      updatedAt: contentFiles.updatedAt,
      deleted: contentFiles.deleted,
    })
    .from(contentDifferences)
    .leftJoin(contentFiles, eq(contentFiles.path, contentDifferences.path))
    .orderBy(asc(contentDifferences.path));
  const differences: ContentDifference[] = [];
  for (const row of rows) {
    const live = row.deleted === false && row.ownerSha !== null && row.ownerBytes !== null;
    differences.push({
      path: row.path,
      ownerSha: live ? row.ownerSha : null,
      ownerBytes:
        live && row.ownerSha !== null && row.ownerBytes !== null
          ? await contentBytes(db, { path: row.path, sha: row.ownerSha, bytes: row.ownerBytes })
          : null,
      shippedSha: row.shippedSha,
      shippedBytes: row.shippedBytes,
      noticedAt: row.noticedAt,
      updatedBy: row.updatedBy,
      updatedAt: row.updatedAt,
    });
  }
  return differences;
}
