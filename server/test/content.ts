/**
 * A copy of the shipped content in a temporary CONTENT_DIR, with the day-pass offer's dates set by the test
 * (running from 2000 to 2099 unless told): tests make their own offer rather than depend on today's date.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { readContentFile, writeContentFiles } from "#server/content/files.ts";
import type { ContentStore } from "#server/content/store.ts";
import { contentStoreFor } from "#server/content/stores.ts";
import type { Db } from "#server/db/client.ts";

export const shippedContentDir = path.resolve("content");

/** A copy of the shipped content in a new temporary directory, for a test to edit as the owner would. */
export function copyOfShippedContent(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "novo-content-"));
  cpSync(shippedContentDir, dir, { recursive: true });
  return dir;
}

export function contentDirWithOffer(dates: { startsOn?: string; endsOn?: string } = {}): string {
  const dir = copyOfShippedContent();
  setDayPassDates(dir, { startsOn: dates.startsOn ?? "2000-01-01", endsOn: dates.endsOn ?? "2099-12-31" });
  return dir;
}

/** Rewrites content/offers/day-pass.yaml's first and last day, as the owner would by hand. */
export function setDayPassDates(dir: string, dates: { startsOn: string; endsOn: string }): void {
  const file = path.join(dir, "offers", "day-pass.yaml");
  const yaml = readFileSync(file, "utf8")
    .replace(/^startsOn: .*$/m, `startsOn: ${dates.startsOn}`)
    .replace(/^endsOn: .*$/m, `endsOn: ${dates.endsOn}`);
  writeFileSync(file, yaml);
}

/** The shipped content's store, loaded: for tests that read the site's own content without a server. */
export async function shippedContent(): Promise<ContentStore> {
  const store = contentStoreFor(shippedContentDir);
  await store.loaded;
  return store;
}

/** Rewrites one top-level field of content/gyms/<slug>.yaml in a shipped folder, as a developer would. */
export function setGymField(dir: string, slug: string, field: string, value: string): void {
  const file = path.join(dir, "gyms", `${slug}.yaml`);
  writeFileSync(file, withField(readFileSync(file, "utf8"), field, value, file));
}

/** YAML text with one top-level field's value replaced. */
export function withField(yaml: string, field: string, value: string, what = "the entry"): string {
  const pattern = new RegExp(`^${field}: .*$`, "m");
  if (!pattern.test(yaml)) throw new Error(`no ${field} in ${what}`);
  return yaml.replace(pattern, `${field}: ${value}`);
}

/**
 * Puts content files back as given (their text, or null: gone) as one change in the database, live on this
 * app before it resolves: how a test undoes the saves of the one before (a file put back as the ship has it
 * is untouched again).
 */
export async function putBackContent(
  app: FastifyInstance,
  db: Db,
  files: Record<string, string | null>,
): Promise<void> {
  await writeContentFiles(db, {
    actor: { email: "tests@novogyms.co.uk", role: "management" },
    files: Object.entries(files).map(([file, text]) => ({
      path: file,
      bytes: text === null ? null : Buffer.from(text),
    })),
  });
  await app.contentSync?.follow();
}

/** A file of the content this app serves now (its working copy of the database's content), or null. */
export function liveFile(app: FastifyInstance, file: string): string | null {
  try {
    return readFileSync(path.join(app.content.dir, file), "utf8");
  } catch {
    return null;
  }
}

/**
 * Changes top-level fields of gyms/<slug>.yaml as the owner's save does: in the database (one change by
 * management), then live on this instance before it resolves.
 */
export async function saveGymFields(
  app: FastifyInstance,
  db: Db,
  slug: string,
  fields: Record<string, string>,
): Promise<void> {
  const file = `gyms/${slug}.yaml`;
  let yaml = (await readContentFile(db, file))?.bytes.toString("utf8") ?? "";
  for (const [field, value] of Object.entries(fields)) yaml = withField(yaml, field, value, file);
  await writeContentFiles(db, {
    actor: { email: "management@novogyms.co.uk", role: "management" },
    files: [{ path: file, bytes: Buffer.from(yaml) }],
  });
  await app.contentSync?.follow();
}

let running: string | undefined;
/** One shared directory per test process with the day pass running: the default of testEnv(). */
export function runningOfferContentDir(): string {
  running ??= contentDirWithOffer();
  return running;
}

/** Within the 10 s: the watcher (or the 2 s poll) reloads, and the page cache follows. */
export const within10s = { timeout: 10_000, interval: 200 };
