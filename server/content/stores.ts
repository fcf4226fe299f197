/**
 * The content stores of this process, one per directory, and the content a server module reads when it was
 * given none.
 */
import path from "node:path";
import type { ContentReader } from "#contracts/content/snapshot.ts";
import { ContentStore, type ContentStoreOptions } from "./store";

const stores = Symbol.for("novo.contentStores");
type Registry = Map<string, ContentStore>;

/**
 * The one store of a directory in this process. The server (health, page cache) and the React Router build's
 * loaders are separate bundles, so the registry is on globalThis: both reach the same store.
 */
export function contentStoreFor(dir: string, options: ContentStoreOptions = {}): ContentStore {
  const holder = globalThis as unknown as { [stores]?: Registry };
  holder[stores] ??= new Map();
  const key = path.resolve(dir);
  let store = holder[stores].get(key);
  if (!store) {
    store = new ContentStore(key, options);
    holder[stores].set(key, store);
  }
  return store;
}

/** Closes and forgets a directory's store (tests). */
export function forgetContentStore(dir: string): void {
  const holder = globalThis as unknown as { [stores]?: Registry };
  const key = path.resolve(dir);
  holder[stores]?.get(key)?.close();
  holder[stores]?.delete(key);
}

/**
 * The content a server module reads: the reader it was given (the app's store), else CONTENT_DIR's own store,
 * for a caller with none (the CLI, tests of one module).
 */
export function contentIn(context: { content?: ContentReader }): { content: ContentReader } {
  return { content: context.content ?? contentStoreFor(process.env.CONTENT_DIR || "content") };
}
