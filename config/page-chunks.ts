import path from "node:path";
import type { Plugin } from "vite";
import { isOurCode, staticClosure } from "./module-graph.ts";

const routeEntry = "?__react-router-build-client-route";
const clean = (id: string) => id.split("?")[0] ?? id;

/** The most script files a page may load, the framework's included (issue 44; the build's budget test holds it). */
export const FILES_PER_PAGE = 20;
/**
 * The files every page loads besides its route's, its view's and the chunks of this group: the framework's
 * three (React Router's client entry, React's runtime and React DOM: with its root's and its page's, the five
 * of the bare app in bench/floor), the root route's and the shell (config/shell-chunk.ts).
 */
const FILES_EVERY_PAGE = 5;

/**
 * Our modules grouped by the pages that load them, in the client build (issue 44: the budget test holds every
 * page to 20 script files). Vite splits by entry, and here a page is several entries: the `:place` route's
 * module with the view its page preloads, each a chunk of its own, and the parts loaded near the viewport are
 * entries too. So a module the gym view shares with `/offers`, and one it shares with `/offers` and a part
 * loaded later, were each a chunk of a few hundred bytes, and a gym page loaded 28 files. Here a module of
 * ours (outside the shell, never an entry's own module) goes into the chunk of the modules that exactly the
 * same pages load when they open (a route with, for the `:place` route, one of its views; the staff area's
 * routes load no script and count for nothing): what pages always load together is one file. A part loaded
 * later (an `import()` other than a view) is not a page: the chunk it fetches may hold modules of the pages
 * that share it, which it does not use (decision 0034). A module loaded by exactly the pages that load an
 * entry's own module is left where Vite puts it, in that entry's chunk, unless a part loaded later loads it
 * too: Vite then gives it a chunk of its own, so it is grouped as the others are.
 *
 * Exact sets leave a page whose code is shared in many ways (the gym page: its forms and sections each with
 * another set of pages) with a file per set. So while a page would load more than 20 files (the framework's,
 * the root's, the shell, its route's, its view's and the chunks here it fetches, with the chunks they import),
 * two of its chunks become one. Of the pairs of its chunks, the one that makes other pages load the fewest
 * bytes they do not use (the other chunk's modules, and the modules those import that the page did not load),
 * among the merges that give such bytes only to pages like it (pages that load at least a third of its chunks
 * already) and make no page fetch an entry's module it did not load. A page over the budget is the only
 * reason to merge, and the code it costs goes to its neighbours (the studio's page, the pages with the same
 * forms), never to a page that shares little with it (a reading page that has a heading, an offer's terms or
 * a form's rules in common with it, a sign-up page). The framework's modules are left as Vite makes them, as
 * in the shell (config/shell-chunk.ts).
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
    const lazyTargets = new Set<string>();
    for (const targets of dynamicImports.values()) for (const target of targets) lazyTargets.add(target);
    // In order, so that equal choices fall the same way in every build.
    const routes = [...entries].filter((id) => id.includes(routeEntry) && !id.startsWith(scriptlessDir));
    const loads: Set<string>[] = [];
    for (const entry of routes.sort()) {
      const page = closure([entry]);
      const pageViews = [...page].flatMap((id) => (dynamicImports.get(id) ?? []).filter(isView));
      if (pageViews.length === 0) loads.push(page);
      else for (const view of pageViews.sort()) loads.push(closure([entry, view]));
    }
    const keys = new Map<string, number[]>();
    loads.forEach((load, index) => {
      for (const id of load) keys.set(id, [...(keys.get(id) ?? []), index]);
    });
    const own = (id: string) => entries.has(id) || lazyTargets.has(id) || entries.has(`${id}${routeEntry}`);
    // What Vite starts a chunk from (an entry, or a part's `import()` target; a route's module is in its
    // entry's chunk), and how many of them load each module statically.
    const starts = new Set([...entries, ...lazyTargets].filter((id) => !entries.has(`${id}${routeEntry}`)));
    const startsLoading = new Map<string, number>();
    for (const start of starts)
      for (const id of closure([start])) startsLoading.set(id, (startsLoading.get(id) ?? 0) + 1);
    const entryKeys = new Set([...keys].filter(([id]) => own(id)).map(([, key]) => key.join(",")));
    const byKey = new Map<string, string[]>();
    for (const [id, key] of keys) {
      if (!isOurCode(id) || options.inShell(id) || clean(id) === root || own(id)) continue;
      // Left in the entry's chunk: loaded by exactly its pages, and by nothing else Vite starts a chunk from.
      if (entryKeys.has(key.join(",")) && (startsLoading.get(id) ?? 0) <= 1) continue;
      byKey.set(key.join(","), [...(byKey.get(key.join(",")) ?? []), id]);
    }
    const largestFirst = (ids: readonly string[]) =>
      [...ids].sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0) || a.localeCompare(b));
    const chunks = [...byKey.values()].map(largestFirst);
    chunks.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
    // What every page loads anyway: the root route's modules and the client entry's.
    const everyPage = closure([...entries].filter((id) => !id.includes(routeEntry) || clean(id) === root));
    const merged = mergeForFiles(chunks, {
      loads,
      imports,
      sizes,
      ownChunks: loads.map((load) => new Set([...load].filter(own).map(clean)).size),
      everyPage: (id) => everyPage.has(id) || options.inShell(id),
    });

    // Each chunk is named after its largest module (with a number after a name already taken).
    const groups = new Map<string, string>();
    const taken = new Set<string>();
    for (const ids of merged.map(largestFirst)) {
      const base = path.basename(clean(ids[0] as string)).replace(/\.[^.]+$/, "");
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

/** Two chunks taken as one: `into` with `from`'s modules. */
interface Merge {
  into: string[];
  from: string[];
}

/**
 * The chunks (their modules) after the merges that bring every load within the budget's files, or as near as
 * the rule allows (the budget test then names the page); see pageChunks for the rule. A load fetches the
 * chunks of its modules and, in turn, the chunks of the modules those chunks import.
 */
function mergeForFiles(
  initial: readonly string[][],
  graph: {
    /** Each load's modules. */
    loads: readonly Set<string>[];
    imports: ReadonlyMap<string, readonly string[]>;
    sizes: ReadonlyMap<string, number>;
    /** How many entries' chunks each load fetches: its route's and its view's. */
    ownChunks: readonly number[];
    everyPage: (id: string) => boolean;
  },
): string[][] {
  const chunks = initial.map((ids) => [...ids]);
  const chunkOf = new Map<string, string[]>();
  for (const chunk of chunks) for (const id of chunk) chunkOf.set(id, chunk);
  const { loads, imports, sizes } = graph;
  const modulesOf = (chunk: string[], merge?: Merge) =>
    chunk === merge?.into ? [...merge.into, ...merge.from] : chunk;

  /**
   * The chunks a load fetches, as things are or with a merge; null if it would then fetch a module it does
   * not load now from outside these chunks (an entry's).
   */
  const fetched = (load: Set<string>, merge?: Merge) => {
    const chunkWith = (id: string) => {
      const chunk = chunkOf.get(id);
      return chunk && chunk === merge?.from ? merge.into : chunk;
    };
    const found = new Set<string[]>();
    const pending: string[] = [];
    const add = (chunk: string[] | undefined) => {
      if (!chunk || found.has(chunk)) return;
      found.add(chunk);
      pending.push(...modulesOf(chunk, merge));
    };
    for (const id of load) add(chunkWith(id));
    while (pending.length > 0)
      for (const next of imports.get(pending.pop() as string) ?? []) {
        if (chunkWith(next)) add(chunkWith(next));
        else if (!load.has(next) && !graph.everyPage(next)) return null;
      }
    return found;
  };
  /** The bytes of the modules a load fetches and does not use. */
  const unused = (load: Set<string>, found: Set<string[]>, merge?: Merge) => {
    let bytes = 0;
    for (const chunk of found)
      for (const id of modulesOf(chunk, merge)) if (!load.has(id)) bytes += sizes.get(id) ?? 0;
    return bytes;
  };
  /** What merging costs: the bytes it makes loads fetch and not use, or Infinity if the rule forbids it. */
  const costOf = (merge: Merge, now: Set<string[]>[], alike: (load: number) => boolean) => {
    let cost = 0;
    for (const [index, load] of loads.entries()) {
      const after = fetched(load, merge);
      if (!after) return Number.POSITIVE_INFINITY;
      const more = unused(load, after, merge) - unused(load, now[index] as Set<string[]>);
      if (more > 0 && !alike(index)) return Number.POSITIVE_INFINITY;
      cost += more;
    }
    return cost;
  };

  for (;;) {
    const now = loads.map((load) => fetched(load) ?? new Set<string[]>());
    const files = (index: number) =>
      FILES_EVERY_PAGE + (graph.ownChunks[index] ?? 0) + (now[index]?.size ?? 0);
    const over = loads.map((_, index) => index).filter((index) => files(index) > FILES_PER_PAGE);
    if (over.length === 0) return chunks;
    const page = over.reduce((most, index) => (files(index) > files(most) ? index : most));
    const its = chunks.filter((chunk) => now[page]?.has(chunk));
    const alike = (index: number) => its.filter((chunk) => now[index]?.has(chunk)).length * 3 >= its.length;
    let best: { merge: Merge; cost: number } | null = null;
    for (const [n, into] of its.entries())
      for (const from of its.slice(n + 1)) {
        const cost = costOf({ into, from }, now, alike);
        if (cost < (best?.cost ?? Number.POSITIVE_INFINITY)) best = { merge: { into, from }, cost };
      }
    if (!best) return chunks;
    const { into, from } = best.merge;
    into.push(...from);
    for (const id of from) chunkOf.set(id, into);
    chunks.splice(chunks.indexOf(from), 1);
  }
}
