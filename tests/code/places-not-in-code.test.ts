/**
 * Issue 37: no place is code. No place's slug, form name or display name (read from content/gyms, so a fourth
 * place is checked too) appears in app/, server/, contracts/ or config/, outside tests, fixtures, comments,
 * the media manifest (its photo slots are named for the places they show) and the sample reviews
 * (development only, labelled as samples).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { media } from "#contracts/content/media.ts";
import { sourceFiles } from "./source-files";

const SOURCE = /\.(ts|tsx|js|mjs|json)$/;
const NOT_CODE = [
  /\.test\.tsx?$/,
  /(^|\/)test\//,
  /fixtures?[./]/,
  /^contracts\/content\/media\.ts$/,
  /^contracts\/content\/reviews\.ts$/,
];

/**
 * Names the code may still spell, each for a reason: they are keys of stored things, not places.
 * - The media registry's keys (contracts/content/media.ts): a photo or video is named for what it shows, as the
 *   media manifest is.
 * - Content keys shipped before places were content: the studio's social link (`company.social.armory`) and
 *   its classes' file (`pages/armory-classes`). Renaming them is a migration of the content every instance
 *   stores in PostgreSQL, not a code change; they name the studio's content, and no route or contract reads
 *   a place from them.
 */
const mediaKeys = new Set(Object.keys(media));
const CONTENT_KEYS = [
  /\barmory: (SocialLink|socialLink\(|\{ \.\.\.social\.armory \})/g,
  /\bsocial\.armory\b/g,
  /"pages\/armory-classes"/g,
];

/** The line without the names it may spell (above). */
function withoutKeys(line: string): string {
  let out = line.replace(/"([^"]*)"/g, (literal, key: string) => (mediaKeys.has(key) ? '""' : literal));
  for (const pattern of CONTENT_KEYS) out = out.replace(pattern, "");
  return out;
}

/** The text without its comments (line and block), strings kept: a comment may quote the spec. */
function withoutComments(text: string): string {
  let out = "";
  let i = 0;
  let quote: string | null = null;
  while (i < text.length) {
    const char = text[i] as string;
    const next = text[i + 1];
    if (quote) {
      out += char;
      if (char === "\\") {
        out += next ?? "";
        i += 2;
        continue;
      }
      if (char === quote) quote = null;
      i += 1;
    } else if (char === "/" && next === "/" && text[i - 1] !== ":") {
      while (i < text.length && text[i] !== "\n") i += 1;
    } else if (char === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end === -1 ? text.length : end + 2;
    } else {
      if (char === '"' || char === "'" || char === "`") quote = char;
      out += char;
      i += 1;
    }
  }
  return out;
}

/** Every place's slug, page path, form name, name and short name, from the shipped content. */
function placeWords(): string[] {
  const dir = path.resolve("content/gyms");
  const words = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".yaml"))) {
    const entry = yaml.load(readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>;
    for (const key of ["id", "slug", "pagePath", "formName", "name", "shortName"]) {
      const value = entry[key];
      if (typeof value === "string" && value !== "") words.add(value.toLowerCase());
    }
  }
  return [...words];
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each file's lines (1-based) that name a place, with the word. */
function mentions(words: readonly string[]): Map<string, string[]> {
  // A word on its own: not inside another word (the words are letters, digits, spaces and hyphens).
  const pattern = new RegExp(`(?<![a-z0-9])(${words.map(escapeRegExp).join("|")})(?![a-z0-9])`, "gi");
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(SOURCE, NOT_CODE)) {
    const lines = withoutComments(readFileSync(file, "utf8")).split("\n").map(withoutKeys);
    lines.forEach((line, index) => {
      for (const match of line.matchAll(pattern)) {
        const list = found.get(file) ?? [];
        list.push(`${index + 1}: ${match[1]}`);
        found.set(file, list);
      }
    });
  }
  return found;
}

describe("places are not code", () => {
  const words = placeWords();
  const found = mentions(words);

  it("reads every place's words from content/gyms", () => {
    expect(words.length).toBeGreaterThanOrEqual(3 * 3);
  });

  it("names no place in app/, server/, contracts/ or config/ outside tests, fixtures and comments", () => {
    expect(Object.fromEntries(found)).toEqual({});
  });

  it("finds a place named in code, and not one named in a comment", () => {
    const source = 'const gym = "novowelling"; // novowelling\n/* Welling */ const url = "http://x";';
    expect(withoutComments(source)).toBe('const gym = "novowelling"; \n const url = "http://x";');
    expect(withoutKeys('image: "welling-cardio", gym: "novowelling"')).toBe('image: "", gym: "novowelling"');
  });
});
