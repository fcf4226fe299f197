import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconSprite, spriteFile } from "#scripts/icon-sprite.ts";
import { Icon } from "./Icon.tsx";
import { iconNames } from "./names.ts";

describe("the icon sprite", () => {
  it("is what `npm run icons` writes from lucide's drawings of the listed names", async () => {
    expect(readFileSync(spriteFile, "utf8"), "run `npm run icons`").toBe(await iconSprite());
  });

  it("holds one symbol per name, each with something to draw", () => {
    const sprite = readFileSync(spriteFile, "utf8");
    const symbols = [...sprite.matchAll(/<symbol id="([a-z-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(symbols.map((symbol) => symbol[1])).toEqual([...iconNames]);
    for (const [, name, body] of symbols)
      expect(body, name).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^>]+\/>)+$/);
  });

  it("lists only icons the site draws: each name is written in a component outside this folder", () => {
    const sources = readdirSync("app", { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".tsx") && !file.startsWith(`components${path.sep}icons`))
      .map((file) => readFileSync(path.join("app", file), "utf8"))
      .join("\n");
    expect(iconNames.filter((name) => !sources.includes(`"${name}"`))).toEqual([]);
  });
});

describe("an icon", () => {
  it("draws its symbol as lucide drew it, hidden from assistive technology", () => {
    const html = renderToStaticMarkup(<Icon name="check" className="h-4 w-4" strokeWidth={3} />);
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*>/);
    expect(html).toContain('stroke="currentColor"');
    expect(html).toContain('stroke-width="3"');
    expect(html).toContain('class="h-4 w-4"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toMatch(/<use href="[^"#]*sprite[^"#]*\.svg[^"#]*#check"><\/use>/);
  });

  it("is read out when it is given a label", () => {
    const html = renderToStaticMarkup(<Icon name="star" aria-label="Star" role="img" />);
    expect(html).not.toContain("aria-hidden");
    expect(html).toContain('aria-label="Star"');
    expect(html).toContain("#star");
  });
});
