import path from "node:path";
import type { Plugin } from "vite";
import { isOurCode, staticClosure } from "./module-graph.ts";

/**
 * The code every page loads as one chunk, `shell`, in the client build (issue 44: the budget test holds every
 * page to 20 script files): the root route's own static imports from the project (its layout, media, links,
 * the site's contracts, the icon sprite's URL). Split module by module, as Vite does by default, they were
 * about 20 files of a few hundred bytes each on every page, each a request and a gzip header of its own.
 * The framework's chunks (React, React Router), every route's and every lazily loaded part's are left as
 * Vite makes them, so the floor stays comparable and no page loads another's code. The plugin records the
 * module graph as it is parsed; the code splitting asks it once the whole graph is known.
 */
export function shellChunk(rootModule: string) {
  const imports = new Map<string, readonly string[]>();
  let shell: Set<string> | null = null;
  const root = path.resolve(rootModule);
  const plugin: Plugin = {
    name: "novo:shell-chunk",
    apply: "build",
    buildStart() {
      imports.clear();
      shell = null;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };
  const inShell = (id: string) => {
    if (!shell) {
      // The root's imports, not the root itself: it is its route's entry.
      shell = staticClosure(imports, [root], isOurCode);
      shell.delete(root);
    }
    return shell.has(id);
  };
  return { plugin, group: { name: "shell", test: inShell } };
}
