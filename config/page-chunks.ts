import path from "node:path";
import type { Plugin } from "vite";
import { isOurCode, staticClosure } from "./module-graph.ts";

const routeEntry = "?__react-router-build-client-route";
const clean = (id: string) => id.split("?")[0] ?? id;

/**
 * Our modules grouped by the pages that load them, in the client build (issue 44: the budget test holds every
 * page to 20 script files). Vite splits by entry, and here a page is several entries: the `:place` route's
 * module with the view its page preloads, each a chunk of its own, and the parts loaded near the viewport are
 * entries too. So a module the gym view shares with `/offers`, and one it shares with `/offers` and a part
 * loaded later, were each a chunk of a few hundred bytes, and a gym page loaded 28 files. Here a module of
 * ours (outside the shell, never an entry's own module) goes into the chunk of the modules that exactly the
 * same pages load when they open (a route with, for the `:place` route, one of its views; the staff area's
 * routes load no script and count for nothing): no page loads a byte more at its opening, and what pages
 * always load together is one file. A part loaded later (an `import()` other than a view) is not a page: the
 * chunk it fetches may hold modules of the pages that share it, which it does not use (decision 0034). A
 * module loaded by exactly the pages that load an entry's own module is left where Vite puts it, in that
 * entry's chunk. The framework's modules are left as Vite makes them, as in the shell (config/shell-chunk.ts).
 */
export function pageChunks(options: {
  rootModule: string;
  viewsDir: string;
  scriptlessDir: string;
  inShell: (id: string) => boolean;
}) {
  const imports = new Map<string, readonly string[]>();
  const dynamicImports = new Map<string, readonly string[]>();
  const sizes = new Map<string, number>();
  const entries = new Set<string>();
  const root = path.resolve(options.rootModule);
  const viewsDir = `${path.resolve(options.viewsDir)}${path.sep}`;
  const isView = (id: string) => id.startsWith(viewsDir);
  const scriptlessDir = `${path.resolve(options.scriptlessDir)}${path.sep}`;
  let groupOf: Map<string, string> | null = null;

  const plugin: Plugin = {
    name: "novo:page-chunks",
    apply: "build",
    buildStart() {
      imports.clear();
      dynamicImports.clear();
      sizes.clear();
      entries.clear();
      groupOf = null;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      sizes.set(info.id, info.code?.length ?? 0);
      dynamicImports.set(info.id, info.dynamicallyImportedIds);
      if (info.isEntry) entries.add(info.id);
    },
  };

  /** Every module a load fetches statically from its starting modules. */
  const closure = (starts: readonly string[]) => staticClosure(imports, starts);

  const compute = () => {
    const loads: Set<string>[] = [];
    const lazyTargets = new Set<string>();
    for (const targets of dynamicImports.values()) for (const target of targets) lazyTargets.add(target);
    for (const entry of entries) {
      if (!entry.includes(routeEntry) || entry.startsWith(scriptlessDir)) continue;
      const page = closure([entry]);
      const pageViews = [...page].flatMap((id) => (dynamicImports.get(id) ?? []).filter(isView));
      if (pageViews.length === 0) loads.push(page);
      else for (const view of pageViews) loads.push(closure([entry, view]));
    }
    const keys = new Map<string, number[]>();
    loads.forEach((load, index) => {
      for (const id of load) keys.set(id, [...(keys.get(id) ?? []), index]);
    });
    const own = (id: string) => entries.has(id) || lazyTargets.has(id) || entries.has(`${id}${routeEntry}`);
    // A module fetched by exactly the loads that fetch an entry's own module is left where Vite puts it: in
    // that entry's chunk.
    const entryKeys = new Set([...keys].filter(([id]) => own(id)).map(([, key]) => key.join(",")));
    const byKey = new Map<string, string[]>();
    for (const [id, key] of keys) {
      if (!isOurCode(id) || options.inShell(id) || clean(id) === root || own(id)) continue;
      if (!entryKeys.has(key.join(","))) byKey.set(key.join(","), [...(byKey.get(key.join(",")) ?? []), id]);
    }
    // Each group is named after its largest module (its first module's name, for one seen before).
    const groups = new Map<string, string>();
    const taken = new Set<string>();
    for (const ids of byKey.values()) {
      const largest = [...ids].sort(
        (a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0) || a.localeCompare(b),
      );
      const base = path.basename(clean(largest[0] as string)).replace(/\.[^.]+$/, "");
      let name = base;
      for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
      taken.add(name);
      for (const id of ids) groups.set(id, name);
    }
    return groups;
  };

  const nameOf = (id: string) => {
    if (!groupOf) groupOf = compute();
    return groupOf.get(id) ?? null;
  };
  return { plugin, group: { name: nameOf, debugName: "pages" } };
}
