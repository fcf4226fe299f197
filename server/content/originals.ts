/**
 * Where a content file's bytes live (decision 0022's amendment): YAML always in PostgreSQL; with a media
 * bucket attached, each photo original in the bucket under its sha, its row keeping the sha and no bytes.
 */
import { inArray } from "drizzle-orm";
import { blobSha } from "#server/content/editor-paths.ts";
import type { Db } from "#server/db/client.ts";
import { contentFiles } from "#server/db/schema.ts";
import { type MediaBucket, MediaBucketError } from "./bucket.ts";

export const EMPTY = Buffer.alloc(0);
const EMPTY_SHA = blobSha(EMPTY);

/**
 * The bucket each database's photo originals go to, when one is configured (the app and the CLI set it
 * where they open the database): every write and read below finds it here, so no caller can forget it.
 */
const buckets = new WeakMap<Db, MediaBucket>();

/** Sends this database's photo originals to a bucket from now on (null: they stay in PostgreSQL). */
export function attachMediaBucket(db: Db, bucket: MediaBucket | null): void {
  if (bucket) buckets.set(db, bucket);
  else buckets.delete(db);
}

/** YAML entries stay in PostgreSQL always; every other content file is a photo original. */
function isOriginal(filePath: string): boolean {
  return !/\.ya?ml$/i.test(filePath);
}

/**
 * Whether a row's bytes live in the bucket: such a row keeps the photo's sha with empty bytes (an empty file
 * or a tombstone has the empty blob's sha).
 */
export function bytesInBucket(row: { sha: string; bytes: Buffer }): boolean {
  return row.bytes.length === 0 && row.sha !== EMPTY_SHA;
}

/**
 * THE way to a content row's bytes (sync's working copy, export, backup, differences): the row's own, or the
 * bucket's when the row says they live there. A MediaBucketError when the bucket does not give them.
 */
export async function contentBytes(
  db: Db,
  row: { path: string; sha: string; bytes: Buffer },
): Promise<Buffer> {
  if (!bytesInBucket(row)) return row.bytes;
  const bucket = buckets.get(db);
  if (!bucket)
    throw new MediaBucketError(`${row.path} is stored in the media bucket, and MEDIA_BUCKET_URL is not set`);
  const bytes = await bucket.get(row.sha);
  if (blobSha(bytes) !== row.sha)
    throw new MediaBucketError(`the bucket's copy of ${row.path} is not its content`);
  return bytes;
}

/**
 * With a bucket configured, puts the photo originals of a write in it BEFORE the transaction that names them
 * commits: an object no row names is harmless, a row naming a missing object is not. A photo whose row
 * already names the same object is not sent again (objects are never deleted). The paths whose bytes the
 * bucket now holds; a MediaBucketError (nothing written) when it refuses one.
 */
export async function storeOriginals(db: Db, byPath: Map<string, Buffer | null>): Promise<Set<string>> {
  const bucket = buckets.get(db);
  const originals = [...byPath].flatMap(([filePath, bytes]) =>
    bucket && bytes && bytes.length > 0 && isOriginal(filePath)
      ? [{ path: filePath, bytes, sha: blobSha(bytes) }]
      : [],
  );
  if (!bucket || originals.length === 0) return new Set();
  const rows = await db
    .select({
      path: contentFiles.path,
      sha: contentFiles.sha,
      bytes: contentFiles.bytes,
      deleted: contentFiles.deleted,
    })
    .from(contentFiles)
    .where(
      inArray(
        contentFiles.path,
        originals.map((file) => file.path),
      ),
    );
  const held = new Set(
    rows.filter((row) => !row.deleted && bytesInBucket(row)).map((row) => `${row.path}\0${row.sha}`),
  );
  for (const file of originals)
    if (!held.has(`${file.path}\0${file.sha}`)) await bucket.put(file.sha, file.bytes);
  return new Set(originals.map((file) => file.path));
}

export { blobSha };
