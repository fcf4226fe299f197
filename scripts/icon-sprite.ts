/**
 * Writes app/components/icons/sprite.svg: one `<symbol>` per name in app/components/icons/names.ts, drawn
 * from lucide's own icon data (lucide-react/icons/<name>), so the sprite is the same drawing lucide-react
 * rendered. `npm run icons` after adding a name; a unit test fails while the file is not what this writes.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { iconNames } from "#app/components/icons/names.ts";

/** Relative to the repository, where npm scripts and tests run. */
export const spriteFile = path.resolve("app/components/icons/sprite.svg");

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function symbolOf(name: string, node: IconNode): string {
  const shapes = node.map(([tag, attributes]) => {
    const attrs = Object.entries(attributes)
      .filter(([key]) => key !== "key")
      .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
      .join("");
    return `<${tag}${attrs}/>`;
  });
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
}

/** The sprite's text. */
export async function iconSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const name of iconNames) {
    const { __iconData } = (await import(`lucide-react/icons/${name}`)) as {
      __iconData: { node: IconNode };
    };
    symbols.push(symbolOf(name, __iconData.node));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(spriteFile, await iconSprite());
  console.log(`wrote ${path.relative(process.cwd(), spriteFile)} (${iconNames.length} icons)`);
}
