/**
 * The slugs each place has had (decision 0030), read from the content's change log: every save of
 * gyms/<id>.yaml keeps the file's text before and after, so the slugs a place had are in its history, with
 * no second record to keep in step. Read again only when the content version changes.
 */
import { like } from "drizzle-orm";
import yaml from "js-yaml";
import type { PlacesLoadContext } from "#contracts/places-load-context.ts";
import type { Db } from "#server/db/client.ts";
import { contentChanges } from "#server/db/schema.ts";

const GYM_ENTRY = /^gyms\/([^/]+)$/;

function slugIn(text: string | null): string | null {
  if (text === null) return null;
  try {
    const slug = (yaml.load(text) as { slug?: unknown } | null)?.slug;
    return typeof slug === "string" && slug !== "" ? slug : null;
  } catch {
    return null;
  }
}

/** Place id → every slug its saved versions had, oldest first, the current one included. */
export async function slugHistory(db: Db): Promise<Map<string, string[]>> {
  const rows = await db
    .select({
      entry: contentChanges.entry,
      previous: contentChanges.previous,
      contents: contentChanges.contents,
    })
    .from(contentChanges)
    .where(like(contentChanges.entry, "gyms/%"))
    .orderBy(contentChanges.id);
  const history = new Map<string, string[]>();
  for (const row of rows) {
    const id = GYM_ENTRY.exec(row.entry)?.[1];
    if (!id) continue;
    const slugs = history.get(id) ?? [];
    for (const slug of [slugIn(row.previous), slugIn(row.contents)])
      if (slug !== null && !slugs.includes(slug)) slugs.push(slug);
    history.set(id, slugs);
  }
  return history;
}

/**
 * The former slugs for the place routes, cached per content version. The current slug is the content's
 * (the route leaves it out: a place's own slug never redirects).
 */
export function placesLoadContext(db: Db, contentVersion: () => string): PlacesLoadContext {
  let cached: { version: string; slugs: Promise<Map<string, string[]>> } | null = null;
  return {
    formerSlugs() {
      const version = contentVersion();
      if (!cached || cached.version !== version) {
        const slugs = slugHistory(db);
        cached = { version, slugs };
        // A failed read is tried again at the next request rather than cached.
        slugs.catch(() => {
          if (cached?.slugs === slugs) cached = null;
        });
      }
      return cached.slugs;
    },
  };
}
