/**
 * The house's rooms (decision 0031, STYLE.md's circles): no module outside tests is part of an import circle,
 * and the server's code imports nothing from app/. Biome refuses a wrong import as it is written; this reads
 * the whole graph, so a circle through several files, or an import Biome's patterns miss, fails here.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./source-files";

const ALIASES = new Set(["app", "contracts", "config", "server", "tests", "scripts", "bench"]);
const SOURCE = /\.(ts|tsx|mjs)$/;
const NOT_CODE = [/\.test\.tsx?$/, /(^|\/)test\//, /\.react-router\//];
const IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']/gms;

/** The repository file an import names, or null for a package. */
function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("#")) {
    const [alias = "", ...rest] = specifier.slice(1).split("/");
    if (!ALIASES.has(alias)) return null;
    base = [alias, ...rest].join("/");
  } else if (specifier.startsWith(".")) {
    base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  } else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`])
    if (existsSync(candidate) && !candidate.endsWith("/")) return candidate;
  return null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SOURCE, NOT_CODE)) {
    const targets = [...readFileSync(file, "utf8").matchAll(IMPORT)]
      .map((match) => resolve(file, match[1] ?? ""))
      .filter((target): target is string => target !== null);
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("the house's rooms", () => {
  const graph = importGraph();

  it("reads a real graph (the check itself works)", () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get("server/app.ts")).toContain("server/content/store.ts");
    expect(
      circles(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", ["a"]],
          ["d", ["a"]],
        ]),
      ),
    ).toEqual([["a", "b", "c"]]);
  });

  it("has no import circle", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("gives the server nothing from app/, and app/ and contracts/ nothing from server/", () => {
    const crossing = [...graph]
      .flatMap(([file, targets]) => targets.map((target) => `${file} -> ${target}`))
      .filter(
        (edge) => /^server\/.* -> app\//.test(edge) || /^(app|contracts|config)\/.* -> server\//.test(edge),
      );
    expect(crossing).toEqual([]);
  });
});
