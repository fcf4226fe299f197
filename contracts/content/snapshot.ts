/**
 * The content as the app reads it: the types of a snapshot (one schema, keystatic.config.ts) and the reader the
 * server passes every loader in the load context (`context.content`). The store behind it, which reads, checks,
 * caches and reloads CONTENT_DIR, is the server's (server/content/store.ts); loaders never open it themselves.
 */
import type { EntryWithResolvedLinkedFiles } from "@keystatic/core/reader";
import type { contentConfig } from "./keystatic.config";
import type { PhotoSlots } from "./media";
import type { Offer, OfferGym } from "./offer";
import { liveOffers } from "./offers-live";

type Collections = typeof contentConfig.collections;
type Singletons = NonNullable<typeof contentConfig.singletons>;
export type CollectionName = keyof Collections;
export type SingletonName = keyof Singletons;
/** An entry as Keystatic's reader gives it, linked files (Markdoc, documents) read in. */
export type CollectionEntry<K extends CollectionName> = EntryWithResolvedLinkedFiles<Collections[K]>;
export type SingletonEntry<K extends SingletonName> = EntryWithResolvedLinkedFiles<Singletons[K]>;

export interface ContentSnapshot {
  offers: Offer[];
  /** Every collection's last good entries by slug, in slug order, as the schema reads them. */
  entries: { [K in CollectionName]: Record<string, CollectionEntry<K>> };
  /** Every singleton's last good entry; missing when its file never passed. */
  singletons: { [K in SingletonName]?: SingletonEntry<K> };
}

/** A content file that failed: which, and why (the schema's message names the field). */
export interface ContentProblem {
  file: string;
  message: string;
}

/** A file served from a fallback copy: which, and from where. */
export interface ContentFallback {
  file: string;
  from: "last good copy" | "shipped copy" | "stored copy with the shipped copy's new fields";
}

/** What a loader may ask of the content: the snapshot in memory, once the first read is done. */
export interface ContentReader {
  /** Settles once the first read of the content is in memory. */
  readonly loaded: Promise<void>;
  snapshot(): ContentSnapshot;
  /** Changes only once a new snapshot is in place (the page cache's key). */
  version(): string;
  /** The owner's photos filling the pages' slots (their sizes read from the files). */
  photoSlots(): Promise<PhotoSlots>;
}

/** Thrown to a loader run without the server's load context: the content is the server's to read. */
export class NoContentReader extends Error {
  constructor() {
    super(
      "No content in the load context: pages are rendered by the site's server (npm start or npm run dev).",
    );
  }
}

/** The content a loader reads: the server's reader, from the load context. */
export async function contentOf(context: { content?: ContentReader }): Promise<ContentSnapshot> {
  if (!context.content) throw new NoContentReader();
  await context.content.loaded;
  return context.content.snapshot();
}

/** The live offers now, for a loader: what the page shows comes with the page as loader data. */
export async function liveOffersNow(context: { content?: ContentReader }, gym?: OfferGym): Promise<Offer[]> {
  return liveOffers(await contentOf(context), new Date(), gym);
}

/** The owner's photos by slot, for the root loader. */
export async function photoSlotsOf(context: { content?: ContentReader }): Promise<PhotoSlots> {
  if (!context.content) throw new NoContentReader();
  await context.content.loaded;
  return context.content.photoSlots();
}
