/**
 * The benches are plain scripts that no build or typecheck reads, so a module they import can move or lose an
 * export unnoticed until someone runs a bench (bench:web and bench:controls once imported a deleted
 * app/content/blog.ts). Every name a bench imports from the project must still be exported.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const benchDir = path.resolve("bench");
const scripts = readdirSync(benchDir).filter((file) => file.endsWith(".mjs"));

/** `import { a, b as c } from "#x"` and `const { a } = await import("#x")`, project modules only. */
function importsOf(source: string): { specifier: string; names: string[] }[] {
  const found: { specifier: string; names: string[] }[] = [];
  const patterns = [
    /import\s*\{([^}]*)\}\s*from\s*"([#.][^"]+)"/g,
    /const\s*\{([^}]*)\}\s*=\s*await\s+import\("([#.][^"]+)"\)/g,
  ];
  for (const pattern of patterns)
    for (const [, list = "", specifier = ""] of source.matchAll(pattern))
      found.push({
        specifier,
        names: list
          .split(",")
          .map(
            (name) =>
              name
                .trim()
                .replace(/^type\s+/, "")
                .split(/\s+as\s+|\s*:\s*/)[0] ?? "",
          )
          .filter(Boolean),
      });
  return found;
}

describe("the bench scripts' imports", () => {
  it("finds the scripts and what they import", () => {
    expect(scripts).toContain("web.mjs");
    expect(importsOf(readFileSync(path.join(benchDir, "web.mjs"), "utf8")).length).toBeGreaterThan(2);
  });

  it.each(scripts)("%s imports only names the project still exports", async (script) => {
    for (const { specifier, names } of importsOf(readFileSync(path.join(benchDir, script), "utf8"))) {
      const target = specifier.startsWith(".") ? path.join(benchDir, specifier) : specifier;
      const module = (await import(/* @vite-ignore */ target)) as Record<string, unknown>;
      for (const name of names) expect(module, `${script}: ${name} from ${specifier}`).toHaveProperty(name);
    }
  });
});
