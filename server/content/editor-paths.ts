/**
 * Which entry a content path belongs to (the editor's gate, the database's content files, the ship), the
 * git blob sha every content file is known by, and the base64url of Keystatic's save request.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { contentConfig } from "#contracts/content/keystatic.config.ts";

export type Collection = keyof typeof contentConfig.collections;
const collectionNames = Object.keys(contentConfig.collections) as Collection[];
export type Singleton = keyof NonNullable<typeof contentConfig.singletons>;
const singletons = (contentConfig.singletons ?? {}) as Record<Singleton, { path?: string }>;

/** A file under CONTENT_DIR that belongs to an entry: its data file, or an asset in the entry's folder. */
export interface EntryFile {
  /** null for a singleton's file (pages/faq.yaml): management's alone. */
  collection: Collection | null;
  singleton?: Singleton;
  slug: string;
  /** collection/slug */
  entry: string;
  /** The entry's YAML data file, whose contents the schema checks. */
  data: boolean;
  /** The path of the entry's YAML data file (the path itself when `data`). */
  dataPath: string;
}

const SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const ASSET = /^[A-Za-z0-9][A-Za-z0-9._-]{0,149}$/;

/** Which entry a path is part of, or null for any path outside the collections' entries. */
export function entryFileOf(filePath: string): EntryFile | null {
  if (filePath.includes("\\") || filePath.split("/").some((part) => part === "." || part === ".."))
    return null;
  for (const [name, singleton] of Object.entries(singletons) as [Singleton, { path?: string }][]) {
    const file = `${(singleton.path ?? name).replace(/\/$/, "")}.yaml`;
    if (filePath === file)
      return {
        collection: null,
        singleton: name,
        slug: name,
        entry: file.slice(0, -5),
        data: true,
        dataPath: file,
      };
  }
  for (const collection of collectionNames) {
    // "offers/*" keeps each entry in offers/<slug>.yaml, and its assets (photos) in offers/<slug>/.
    const dir = (contentConfig.collections[collection].path ?? `${collection}/*`).replace(/\*$/, "");
    if (!filePath.startsWith(dir)) continue;
    const rest = filePath.slice(dir.length).split("/");
    const [first = "", second] = rest;
    if (rest.length === 1 && first.endsWith(".yaml")) {
      const slug = first.slice(0, -".yaml".length);
      if (SLUG.test(slug))
        return { collection, slug, entry: `${collection}/${slug}`, data: true, dataPath: filePath };
    }
    if (rest.length === 2 && SLUG.test(first) && ASSET.test(second ?? ""))
      return {
        collection,
        slug: first,
        entry: `${collection}/${first}`,
        data: false,
        dataPath: `${dir}${first}.yaml`,
      };
  }
  return null;
}

export function base64UrlDecode(text: string): Buffer {
  return Buffer.from(text, "base64url");
}

export function base64UrlEncode(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}

/** The git blob sha1 of some bytes: what Keystatic's tree and blob compare (sha1("blob <size>\0" + bytes)). */
export function blobSha(bytes: Uint8Array): string {
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

/** A file's version as the editor read it: its git blob sha, or null for a file it read as absent. */
const base = z
  .string()
  .regex(/^[0-9a-f]{40}$/)
  .nullable()
  .optional();

/**
 * Keystatic's save request: `{ additions: [{ path, contents (base64url) }], deletions: [{ path }] }`, each with
 * the `base` it was based on (our patch of Keystatic's client sends it; decision 0025).
 */
export const updateSchema = z.object({
  additions: z.array(z.object({ path: z.string().max(500), contents: z.string(), base })).max(100),
  deletions: z.array(z.object({ path: z.string().max(500), base })).max(100),
});
export type ContentUpdate = z.infer<typeof updateSchema>;
