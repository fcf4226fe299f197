/**
 * What the client build's chunk groups (shell-chunk.ts, page-chunks.ts) read of the module graph that Vite
 * records as it parses.
 */

/** A module of ours (code, or an image whose module is its URL, as the icon sprite's), not a package's. */
export const isOurCode = (id: string) =>
  /\.(tsx?|jsx?|mjs|svg)$/.test(id.split("?")[0] ?? "") && !id.includes("/node_modules/");

/** The starting modules and every module they import statically, through the modules `follow` accepts. */
export function staticClosure(
  imports: ReadonlyMap<string, readonly string[]>,
  starts: readonly string[],
  follow: (id: string) => boolean = () => true,
): Set<string> {
  const found = new Set<string>(starts);
  const stack = [...starts];
  while (stack.length > 0)
    for (const next of imports.get(stack.pop() as string) ?? [])
      if (!found.has(next) && follow(next)) {
        found.add(next);
        stack.push(next);
      }
  return found;
}
