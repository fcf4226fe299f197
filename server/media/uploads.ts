/**
 * The owner's uploaded photos in responsive sizes (issue 17 §5, decision 0019):
 * GET /media/uploads/<slug>-<hash>-<width>.<webp|avif>, made with sharp from CONTENT_DIR/photos/<slug>/ on the
 * first request and kept in DATA_DIR/media-cache; cached for a year by browsers (the hash changes with the
 * file, so a replaced photo has new URLs). An unknown slug, an old hash or a width not offered is a 404.
 * The cache keeps only the variants of the photos the content names now: it is pruned at start and after each
 * content change (on the next variant request), so replaced and deleted photos do not pile up.
 */
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { PHOTO_MAX_PIXELS } from "#contracts/content/schemas/photos.ts";
import { parseVariantName, photoFile, type VariantFormat, widthsFor } from "#server/content/photos.ts";
import type { ContentStore } from "#server/content/store.ts";
import { writeFileAtomic } from "#server/lib/write-file-atomic.ts";

export const UPLOADS_PATH = "/media/uploads";
const YEAR = 365 * 24 * 60 * 60;
const contentTypes: Record<VariantFormat, string> = { webp: "image/webp", avif: "image/avif" };

/**
 * One encoder per format: quality for photos; AVIF at a low effort, so a first request stays affordable. A
 * file over the editor's pixel cap (one written by hand) is refused by sharp before it is decoded.
 */
async function encode(source: string, width: number, format: VariantFormat): Promise<Buffer> {
  const image = sharp(source, { limitInputPixels: PHOTO_MAX_PIXELS })
    .autoOrient()
    .resize({ width, withoutEnlargement: true });
  return format === "avif"
    ? image.avif({ quality: 55, effort: 2 }).toBuffer()
    : image.webp({ quality: 78, effort: 4 }).toBuffer();
}

/** A cached variant's name: `<hash>-<width>.<format>`. */
const VARIANT_FILE = /^([0-9a-f]{16})-\d{2,5}\.(?:webp|avif)$/;
/** A temporary file older than this was left by a crash mid-write. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/**
 * Deletes the cached variants of photos no entry names any more (a photo replaced, which changes its hash, or
 * deleted), and temporary files a crash left; resolves to how many files went. Everything else is kept.
 */
export async function pruneMediaCache(
  cacheDir: string,
  content: Pick<ContentStore, "dir" | "snapshot">,
): Promise<number> {
  const live = new Set<string>();
  const photos = content.snapshot().entries.photos as Record<string, { image: string | null }>;
  for (const [slug, entry] of Object.entries(photos)) {
    const info = entry.image ? await photoFile(content.dir, slug, entry.image) : null;
    if (info) live.add(info.hash);
  }
  let names: string[];
  try {
    names = await readdir(cacheDir);
  } catch {
    return 0; // No cache yet.
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(cacheDir, name);
    const hash = VARIANT_FILE.exec(name)?.[1];
    const stale = hash
      ? !live.has(hash)
      : name.endsWith(".tmp") &&
        (await stat(file)
          .then((s) => Date.now() - s.mtimeMs > STALE_TEMPORARY_MS)
          .catch(() => false));
    if (!stale) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

export function registerUploads(app: FastifyInstance, options: { content: ContentStore; dataDir: string }) {
  const cacheDir = path.join(options.dataDir, "media-cache");
  // Two requests for one variant at once make it once.
  const making = new Map<string, Promise<Buffer>>();
  // One encode at a time in this instance: each holds a decoded copy of its photo (up to 160 MB), so a
  // page's first views of a new photo, eight sizes at once, queue here instead of taking all that together.
  let encoding: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(task: () => Promise<T>): Promise<T> => {
    const turn = encoding.then(task, task);
    encoding = turn.catch(() => undefined);
    return turn;
  };

  // The content version last pruned for; one prune at a time. A change with no request since leaves the
  // cache as it was, which is fine: only requests add to it.
  let prunedFor: string | null = null;
  let pruning: Promise<void> | null = null;
  function pruneIfChanged(): void {
    const version = options.content.version();
    if (pruning || prunedFor === version) return;
    prunedFor = version;
    pruning = pruneMediaCache(cacheDir, options.content)
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, "media cache: variants of photos no longer used removed");
      })
      .catch((error: unknown) => app.log.warn({ err: error }, "media cache: pruning failed"))
      .finally(() => {
        pruning = null;
      });
  }
  pruneIfChanged();

  async function variant(source: string, name: string, width: number, format: VariantFormat) {
    const cached = path.join(cacheDir, name);
    try {
      return await readFile(cached);
    } catch {
      // Not made yet.
    }
    let pending = making.get(name);
    if (!pending) {
      pending = (async () => {
        const bytes = await oneAtATime(() => encode(source, width, format));
        await mkdir(cacheDir, { recursive: true });
        await writeFileAtomic(cached, bytes);
        return bytes;
      })().finally(() => making.delete(name));
      making.set(name, pending);
    }
    return pending;
  }

  app.get<{ Params: { name: string } }>(`${UPLOADS_PATH}/:name`, async (request, reply) => {
    pruneIfChanged();
    const wanted = parseVariantName(request.params.name);
    const entry = wanted
      ? (options.content.snapshot().entries.photos as Record<string, { image: string | null }>)[wanted.slug]
      : undefined;
    const info =
      wanted && entry?.image ? await photoFile(options.content.dir, wanted.slug, entry.image) : null;
    // A file over the pixel cap (written by hand: the editor refuses it) is never decoded for a variant.
    const tooLarge = info !== null && info.width * info.height > PHOTO_MAX_PIXELS;
    if (
      !wanted ||
      !info ||
      tooLarge ||
      info.hash !== wanted.hash ||
      !widthsFor(info.width).includes(wanted.width)
    )
      return reply.code(404).header("cache-control", "no-store").type("text/plain").send("Not found");
    const bytes = await variant(
      info.file,
      `${wanted.hash}-${wanted.width}.${wanted.format}`,
      wanted.width,
      wanted.format,
    );
    return reply
      .header("cache-control", `public, max-age=${YEAR}, immutable`)
      .type(contentTypes[wanted.format])
      .send(bytes);
  });
}
