/**
 * A content folder read as a save's checks read the database's content (contracts/staff-content.ts): `content
 * import` checks each entry against the folder that becomes the content, and tests check against a copy. A
 * folder has no change log, so no former slugs.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CurrentContent } from "#contracts/staff-content.ts";

export function folderContent(dir: string): CurrentContent {
  const text = (filePath: string) => {
    try {
      return readFileSync(path.join(dir, filePath), "utf8");
    } catch {
      return null;
    }
  };
  return {
    text,
    paths: () =>
      readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => file.split(path.sep).join("/")),
    history: async () => [],
  };
}
