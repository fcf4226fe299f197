/**
 * How large one content entry may be (issue 30): checked on every save (server/content/editor.ts) and on every read
 * of CONTENT_DIR (server/content/store.ts), since a hand-edited file can be hostile too.
 * - Its file: at most ENTRY_MAX_BYTES, and no YAML anchors or aliases (an alias repeated many times expands
 *   into gigabytes once parsed); the site's content has no use for them.
 * - Its parsed value: at most ENTRY_MAX_PARSED characters as JSON, measured with a budget so a huge value is
 *   never expanded to measure it.
 * - Files beside an entry: only a photo entry has one (its image), checked as a photo, at most
 *   ENTRY_MAX_ASSETS in its folder.
 */
import yaml from "js-yaml";

/** The largest shipped entry is 18 KB (pages/terms.yaml): room for fourteen times that. */
export const ENTRY_MAX_BYTES = 256 * 1024;
export const ENTRY_MAX_PARSED = 1024 * 1024;
export const ENTRY_MAX_ASSETS = 4;

const NO_ALIASES = "YAML anchors and aliases (& and *) are not accepted; write each value out";

/** Why an entry's YAML text is refused before the schema reads it, or null. */
export function entryTextProblem(text: string): string | null {
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > ENTRY_MAX_BYTES)
    return `the file is ${Math.ceil(bytes / 1024)} KB; an entry may be at most ${ENTRY_MAX_BYTES / 1024} KB`;
  try {
    // js-yaml shares an alias's value rather than copying it, so this parse stays small; the listener sees
    // every node as it closes, and stops at the first anchor (without one, no alias can parse).
    yaml.load(text, {
      listener(event, state) {
        if (event === "close" && (state as unknown as { anchor: string | null }).anchor !== null)
          throw new Error(NO_ALIASES);
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message === NO_ALIASES) return NO_ALIASES;
    // A syntax error: the schema's reader names it in its own words.
    return null;
  }
  return null;
}

/** Why a parsed entry is too large, or null: its JSON size, counted up to the cap and no further. */
export function entryValueProblem(value: unknown): string | null {
  let budget = ENTRY_MAX_PARSED;
  const seen = new Set<object>();
  const visit = (item: unknown): boolean => {
    if (budget < 0) return false;
    if (typeof item === "string") budget -= item.length + 2;
    else if (item === null || typeof item !== "object") budget -= String(item).length;
    else {
      // The same object twice is an alias the parser shared: refused whatever its size.
      if (seen.has(item)) return false;
      seen.add(item);
      const children = Array.isArray(item) ? item : Object.entries(item).flat();
      budget -= 2 + children.length;
      for (const child of children) if (!visit(child)) return false;
    }
    return budget >= 0;
  };
  return visit(value)
    ? null
    : `the entry is larger than ${ENTRY_MAX_PARSED / 1024} KB once read, or repeats a value by alias`;
}
