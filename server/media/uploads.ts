/**
 * The owner's uploaded photos in responsive sizes (issue 17 §5, decision 0019):
 * GET /media/uploads/<slug>-<hash>-<width>.<webp|avif>, made with sharp from CONTENT_DIR/photos/<slug>/ on the
 * first request and kept in DATA_DIR/media-cache; cached for a year by browsers (the hash changes with the
 * file, so a replaced photo has new URLs). An unknown slug, an old hash or a width not offered is a 404.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { parseVariantName, photoFile, type VariantFormat, widthsFor } from "#app/content/photos.server.ts";
import type { ContentStore } from "#app/content/store.server.ts";

export const UPLOADS_PATH = "/media/uploads";
const YEAR = 365 * 24 * 60 * 60;
const contentTypes: Record<VariantFormat, string> = { webp: "image/webp", avif: "image/avif" };

/** One encoder per format: quality for photos; AVIF at a low effort, so a first request stays affordable. */
async function encode(source: string, width: number, format: VariantFormat): Promise<Buffer> {
  const image = sharp(source, { limitInputPixels: 12000 * 12000 })
    .autoOrient()
    .resize({ width, withoutEnlargement: true });
  return format === "avif"
    ? image.avif({ quality: 55, effort: 2 }).toBuffer()
    : image.webp({ quality: 78, effort: 4 }).toBuffer();
}

export function registerUploads(app: FastifyInstance, options: { content: ContentStore; dataDir: string }) {
  const cacheDir = path.join(options.dataDir, "media-cache");
  // Two requests for one variant at once make it once.
  const making = new Map<string, Promise<Buffer>>();

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
        const bytes = await encode(source, width, format);
        await mkdir(cacheDir, { recursive: true });
        const temporary = `${cached}.${process.pid}.tmp`;
        await writeFile(temporary, bytes);
        await rename(temporary, cached);
        return bytes;
      })().finally(() => making.delete(name));
      making.set(name, pending);
    }
    return pending;
  }

  app.get<{ Params: { name: string } }>(`${UPLOADS_PATH}/:name`, async (request, reply) => {
    const wanted = parseVariantName(request.params.name);
    const entry = wanted
      ? (options.content.snapshot().entries.photos as Record<string, { image: string | null }>)[wanted.slug]
      : undefined;
    const info =
      wanted && entry?.image ? await photoFile(options.content.dir, wanted.slug, entry.image) : null;
    if (!wanted || !info || info.hash !== wanted.hash || !widthsFor(info.width).includes(wanted.width))
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
