/**
 * The client build's files a module of the app loads, read from Vite's manifest of that build
 * (`client/.vite/manifest.json`, kept by `build.manifest` in vite.config.ts and never served): a route that
 * loads a part lazily (the `:place` route's views, issue 44) names that part's files in its page, so the
 * browser fetches them beside the route's own instead of after them.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional() }),
);

/** A module's files by its path from the project's root: its chunk first, then every chunk it imports. */
export type ModuleFiles = (source: string) => readonly string[];

/** The files of each module in a client build's manifest; none for a module the build does not have. */
export function moduleFilesOf(manifest: unknown, base = "/"): ModuleFiles {
  const chunks = manifestSchema.parse(manifest);
  const found = new Map<string, readonly string[]>();
  return (source) => {
    const known = found.get(source);
    if (known) return known;
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = chunks[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      files.push(`${base}${chunk.file}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    found.set(source, files);
    return files;
  };
}

/** Where a client build keeps Vite's manifest, relative to the build's client folder. */
export const VITE_MANIFEST = path.join(".vite", "manifest.json");

/** The module files of the client build in `clientDir`, or undefined when it has no manifest. */
export function readModuleFiles(clientDir: string): ModuleFiles | undefined {
  const file = path.join(clientDir, VITE_MANIFEST);
  return existsSync(file) ? moduleFilesOf(JSON.parse(readFileSync(file, "utf8"))) : undefined;
}
