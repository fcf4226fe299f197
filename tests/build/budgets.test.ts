/**
 * Budgets held on the production build (issue 6 point 3): JS and CSS weight per route, intrinsic image sizes,
 * self-hosted and preloaded fonts in exactly the weights the design uses.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type BuiltPage,
  clientDir,
  ensureBuild,
  gzipBytes,
  renderedPages,
  scriptsOf,
  stylesheetsOf,
} from "./build-output";
import {
  FILES_BUDGET,
  floorWeight,
  type JsWeight,
  kb as kB,
  OURS_BUDGET,
  pageClassOf,
  pageWeight,
} from "./js-weight";

const JS_BUDGET = 150 * 1024;
const CSS_BUDGET = 30 * 1024;

/**
 * The faces the design uses (app/root.tsx imports them): Inter 400 for text, Inter 600 for emphasis and
 * Barlow Condensed 700 for display headings. A new weight is a design decision: change it here on purpose.
 */
const DESIGN_FACES = ["Barlow Condensed 700", "Inter 400", "Inter 600"];

let pages: BuiltPage[] = [];
let floor: JsWeight = { bytes: 0, files: 0 };
beforeAll(async () => {
  await ensureBuild();
  pages = await renderedPages();
  floor = floorWeight();
}, 300_000);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe("per-route weight (gzip, first load)", () => {
  it("finds the rendered pages", () => {
    expect(pages.map((p) => p.route)).toContain("/");
    expect(pages.length).toBeGreaterThan(20);
  });

  it("loads at most 150 KB of JavaScript and 30 KB of CSS on every route", () => {
    const over: string[] = [];
    const table: string[] = [];
    for (const page of pages) {
      const scripts = scriptsOf(page.html);
      const styles = stylesheetsOf(page.html);
      const js = scripts.reduce((sum, file) => sum + gzipBytes(file), 0);
      const css = styles.reduce((sum, file) => sum + gzipBytes(file), 0);
      table.push(`${page.route.padEnd(24)} JS ${kb(js).padStart(9)}  CSS ${kb(css).padStart(8)}`);
      expect(scripts.length, `${page.route} references no script: is it hydrated?`).toBeGreaterThan(0);
      if (js > JS_BUDGET) over.push(`${page.route}: JS ${kb(js)} > ${kb(JS_BUDGET)} (${scripts.join(", ")})`);
      if (css > CSS_BUDGET) over.push(`${page.route}: CSS ${kb(css)} > ${kb(CSS_BUDGET)}`);
    }
    if (process.env.BUDGET_REPORT) console.log(table.join("\n"));
    expect(over).toEqual([]);
  });
});

describe("our JavaScript beyond the floor (issue 44)", () => {
  it("measures the floor: a bare React Router app's one page", () => {
    expect(floor.files).toBeGreaterThan(0);
    expect(floor.bytes).toBeGreaterThan(50_000);
  });

  it("keeps each page's own JavaScript within its class's budget and every page within 20 script files", () => {
    const over: string[] = [];
    const table: string[] = [
      `floor${" ".repeat(19)} ${kB(floor.bytes).padStart(9)} ${String(floor.files).padStart(3)} files`,
    ];
    for (const page of pages) {
      const { bytes, files } = pageWeight(page);
      const ours = bytes - floor.bytes;
      const kind = pageClassOf(page.route);
      table.push(
        `${page.route.padEnd(24)} floor + ${kB(ours).padStart(9)} ${String(files).padStart(3)} files (${kind})`,
      );
      if (ours > OURS_BUDGET[kind])
        over.push(
          `${page.route}: ours ${kB(ours)} > ${kB(OURS_BUDGET[kind])} (${kind} page; floor ${kB(floor.bytes)})`,
        );
      if (files > FILES_BUDGET) over.push(`${page.route}: ${files} script files > ${FILES_BUDGET}`);
    }
    if (process.env.BUDGET_REPORT) console.log(table.join("\n"));
    expect(over).toEqual([]);
  });
});

describe("media", () => {
  it("gives every <img> and <video> in every page an intrinsic width and height", () => {
    const missing: string[] = [];
    for (const page of pages) {
      for (const match of page.html.matchAll(/<(img|video)\b[^>]*>/g)) {
        const tag = match[0];
        if (!/\swidth=["']?\d/.test(tag) || !/\sheight=["']?\d/.test(tag))
          missing.push(`${page.route}: ${tag.slice(0, 160)}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

interface FontFace {
  family: string;
  weight: string;
  urls: string[];
}

function fontFaces(css: string): FontFace[] {
  const faces: FontFace[] = [];
  for (const match of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = match[1] ?? "";
    const family =
      /font-family:\s*([^;]+)/
        .exec(body)?.[1]
        ?.trim()
        .replace(/^["']|["']$/g, "") ?? "";
    const weight = /font-weight:\s*([^;]+)/.exec(body)?.[1]?.trim() ?? "400";
    const urls = [...body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((m) => m[1] ?? "");
    faces.push({ family, weight, urls });
  }
  return faces;
}

describe("fonts", () => {
  const cssFiles = () => [...new Set(pages.flatMap((page) => stylesheetsOf(page.html)))];
  const css = () => cssFiles().map((file) => readFileSync(path.join(clientDir, file), "utf8"));
  // Local-only faces (metric-matched fallbacks such as "Inter Fallback") download nothing.
  const downloadedFaces = () =>
    css()
      .flatMap(fontFaces)
      .filter((face) => face.urls.length > 0);

  it("are self-hosted: no font or stylesheet from another origin in any CSS or page", () => {
    const external: string[] = [];
    for (const face of downloadedFaces())
      for (const url of face.urls) if (!url.startsWith("/assets/")) external.push(`${face.family}: ${url}`);
    for (const text of css())
      for (const m of text.matchAll(/@import\s+(?:url\()?["']?([^"')\s;]+)/g))
        external.push(`@import ${m[1]}`);
    for (const page of pages) {
      for (const m of page.html.matchAll(/<link\b[^>]*href=["'](https?:)?\/\/[^"']+["'][^>]*>/g)) {
        if (/rel=["']?(stylesheet|preload|preconnect)/.test(m[0])) external.push(`${page.route}: ${m[0]}`);
      }
      if (/fonts\.(googleapis|gstatic)\.com|use\.typekit\.net/.test(page.html))
        external.push(`${page.route}: font CDN`);
    }
    expect(external).toEqual([]);
    for (const face of downloadedFaces())
      for (const url of face.urls) expect(existsSync(path.join(clientDir, url)), url).toBe(true);
  });

  it("declares exactly the faces the design uses, and every weight declared is used by a rule", () => {
    const faces = downloadedFaces();
    const declared = [...new Set(faces.map((face) => `${face.family} ${face.weight}`))].sort();
    expect(declared).toEqual(DESIGN_FACES);

    // The numeric weights rules ask for, with Tailwind's --font-weight-* variables resolved.
    const text = css().join("\n");
    const withoutFaces = text.replace(/@font-face\s*{[^}]*}/g, "");
    const variables = new Map(
      [...text.matchAll(/(--font-weight-[\w-]+):\s*(\d+)/g)].map((m) => [m[1] ?? "", m[2] ?? ""]),
    );
    const used = new Set<string>(["400"]); // the body's default weight
    for (const m of withoutFaces.matchAll(/font-weight:\s*([^;}]+)/g)) {
      const value = (m[1] ?? "").trim();
      const variable = /var\((--font-weight-[\w-]+)\)/.exec(value)?.[1];
      const resolved = variable ? variables.get(variable) : value;
      if (resolved && /^\d+$/.test(resolved)) used.add(resolved);
    }
    for (const face of faces)
      expect(used, `${face.family} ${face.weight} is declared but unused`).toContain(face.weight);
  });

  it("ships no font file the CSS does not reference", () => {
    const referenced = new Set(
      downloadedFaces().flatMap((face) => face.urls.map((url) => path.basename(url))),
    );
    const shipped = readdirSync(path.join(clientDir, "assets")).filter((file) =>
      /\.(woff2?|ttf|otf)$/.test(file),
    );
    expect(shipped.filter((file) => !referenced.has(file))).toEqual([]);
  });

  it("preloads every woff2 file the CSS declares in every page, and nothing else", () => {
    const woff2 = new Set(
      downloadedFaces()
        .flatMap((face) => face.urls)
        .filter((url) => url.endsWith(".woff2")),
    );
    for (const page of pages) {
      const preloads = [...page.html.matchAll(/<link\b[^>]*\bas=["']?font[^>]*>/g)].map(
        (m) => /\bhref=["']([^"']+)["']/.exec(m[0])?.[1] ?? "",
      );
      // A face left to load when the CSS asks for it swaps in late and shifts the text it sets.
      expect([...preloads].sort(), `${page.route} font preloads`).toEqual([...woff2].sort());
      for (const m of page.html.matchAll(/<link\b[^>]*\bas=["']?font[^>]*>/g))
        expect(m[0], `${page.route}: a font preload needs crossorigin`).toMatch(/crossorigin/i);
    }
  });
});
