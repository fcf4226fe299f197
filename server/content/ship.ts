/**
 * The deploy rule (decision 0022): what the shipped content (CONTENT_DIR, the repository's `content/` in the
 * image) does to the live content in the database, at every start and whenever the shipped folder changes.
 *
 * - An empty database is seeded from the ship.
 * - A file the owner never changed (origin "ship") takes the shipped version.
 * - A file the owner changed (origin "owner") keeps the owner's version; when the ship brings a version of it
 *   that differs, the difference is recorded (content_differences) and logged loudly.
 * - A new shipped file is added.
 * - A shipped entry that fails the schema is not taken: the live version keeps serving, and the problem is
 *   reported (start-up warning, /api/health).
 * - A file the ship removed: removed when the owner never changed it, unless it is one the site needs (the
 *   singletons, the gyms); kept (and listed as differing) when the owner changed it.
 *
 * It runs in one transaction under an advisory lock, so instances starting together apply it once each, in
 * turn, and the second finds nothing left to do.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { entryFileOf } from "#server/content/editor-paths.ts";
import type { Db } from "#server/db/client.ts";
import { contentDifferences, contentFiles, contentVersion } from "#server/db/schema.ts";
import { contentProblems, type FileProblem } from "./check.ts";
import { blobSha, bumpVersion } from "./files.ts";
import { walkFiles } from "./folders.ts";

/** Any 64-bit key, the same in every instance: "novo-content-ship". */
const SHIP_LOCK_KEY = 7_415_862_093_118_264_932n;

/** A file of the ship: its path under the content root and its bytes. */
export interface ShippedFile {
  path: string;
  bytes: Buffer;
}

/** What applying a ship did. */
export interface ShipReport {
  /** The database was empty and the ship seeded it. */
  seeded: boolean;
  /** Files new in the ship, added. */
  added: string[];
  /** Untouched files that took the ship's new version. */
  updated: string[];
  /** Untouched files the ship no longer has, removed. */
  removed: string[];
  /** Owner-changed files whose shipped version now differs, newly noticed by this ship. */
  differences: string[];
  /** Shipped entries that fail the schema: not taken, the live version keeps serving. */
  invalid: FileProblem[];
  /** The content version after it (bumped only when something changed). */
  version: number;
}

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Every content entry's file under a shipped folder (YAML entries and their assets), in path order. Anything
 * else there (a README, an editor's swap file) is not content and is skipped.
 */
export async function readShippedContent(dir: string): Promise<ShippedFile[]> {
  const files: ShippedFile[] = [];
  await walkFiles(path.resolve(dir), async (relative, full) => {
    if (entryFileOf(relative)) files.push({ path: relative, bytes: await readFile(full) });
  });
  return files;
}

/** Whether the site cannot do without this file, so a ship that drops it leaves it in place. */
export function isRequiredFile(filePath: string): boolean {
  const file = entryFileOf(filePath);
  if (!file?.data) return false;
  return file.singleton !== undefined || file.collection === "gyms";
}

/** Applies the deploy rule for this ship to the database (seeding it when empty); see the module comment. */
export async function applyShip(db: Db, shipped: ShippedFile[], log?: Logger): Promise<ShipReport> {
  const invalid = await contentProblems(shipped);
  const invalidPaths = new Set(invalid.map((problem) => problem.path));
  const report = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SHIP_LOCK_KEY.toString()}::bigint)`);
    const [state] = await tx.select().from(contentVersion).where(eq(contentVersion.id, 1)).for("update");
    const rows = await tx
      .select({
        path: contentFiles.path,
        sha: contentFiles.sha,
        origin: contentFiles.origin,
        shippedSha: contentFiles.shippedSha,
        deleted: contentFiles.deleted,
      })
      .from(contentFiles);
    const live = new Map(rows.map((row) => [row.path, row]));
    const seeded = !state?.seededAt;
    const result: ShipReport = {
      seeded,
      added: [],
      updated: [],
      removed: [],
      differences: [],
      invalid,
      version: state?.version ?? 0,
    };
    const recordDifference = async (filePath: string, bytes: Buffer | null, sha: string | null) => {
      await tx
        .insert(contentDifferences)
        .values({ path: filePath, shippedBytes: bytes, shippedSha: sha })
        .onConflictDoUpdate({
          target: contentDifferences.path,
          set: { shippedBytes: bytes, shippedSha: sha, noticedAt: sql`now()` },
        });
      result.differences.push(filePath);
    };

    for (const file of shipped) {
      const sha = blobSha(file.bytes);
      const row = live.get(file.path);
      if (!row) {
        // New in the ship (or a first seed): even an invalid file is better than none; it is reported.
        await tx.insert(contentFiles).values({
          path: file.path,
          bytes: file.bytes,
          sha,
          origin: "ship",
          shippedSha: sha,
          updatedBy: "deploy",
        });
        result.added.push(file.path);
        continue;
      }
      if (row.origin === "ship") {
        if (row.sha === sha || invalidPaths.has(file.path)) continue;
        await tx
          .update(contentFiles)
          .set({ bytes: file.bytes, sha, shippedSha: sha, updatedAt: sql`now()`, updatedBy: "deploy" })
          .where(eq(contentFiles.path, file.path));
        result.updated.push(file.path);
        continue;
      }
      // The owner's version: kept. Compared with the ship only when the ship's version changed since.
      if (row.shippedSha === sha) continue;
      if (!row.deleted && row.sha === sha) {
        // The ship now has what the owner made (a developer committed an export): nothing differs any more.
        await tx
          .update(contentFiles)
          .set({ origin: "ship", shippedSha: sha })
          .where(eq(contentFiles.path, file.path));
        await tx.delete(contentDifferences).where(eq(contentDifferences.path, file.path));
        continue;
      }
      await tx.update(contentFiles).set({ shippedSha: sha }).where(eq(contentFiles.path, file.path));
      await recordDifference(file.path, file.bytes, sha);
    }

    const inShip = new Set(shipped.map((file) => file.path));
    for (const row of rows) {
      if (inShip.has(row.path)) continue;
      if (row.origin === "ship") {
        if (isRequiredFile(row.path)) continue;
        await tx.delete(contentFiles).where(eq(contentFiles.path, row.path));
        result.removed.push(row.path);
      } else if (row.deleted) {
        // The owner deleted it and the ship no longer has it: they agree; the tombstone has done its work.
        await tx.delete(contentFiles).where(eq(contentFiles.path, row.path));
        await tx.delete(contentDifferences).where(eq(contentDifferences.path, row.path));
      } else if (row.shippedSha !== null) {
        await tx.update(contentFiles).set({ shippedSha: null }).where(eq(contentFiles.path, row.path));
        await recordDifference(row.path, null, null);
      }
    }

    const changed = result.added.length + result.updated.length + result.removed.length > 0;
    if (seeded) await tx.update(contentVersion).set({ seededAt: sql`now()` }).where(eq(contentVersion.id, 1));
    if (changed) result.version = await bumpVersion(tx as unknown as Db);
    return result;
  });

  if (report.seeded)
    log?.info({ files: report.added.length }, "content: the database was seeded from the ship");
  else if (report.added.length + report.updated.length + report.removed.length > 0)
    log?.info(
      { added: report.added, updated: report.updated, removed: report.removed },
      "content: the ship's new versions of untouched entries are live",
    );
  for (const filePath of report.differences)
    log?.warn(
      { contentFile: filePath },
      "content: the ship has a different version of a file the owner changed; the owner's stays live (listed as differing)",
    );
  for (const problem of report.invalid)
    log?.error(
      { contentFile: problem.path, problem: problem.message },
      "content: a shipped file fails its schema; it was not taken, the live version keeps serving",
    );
  return report;
}
