/** The kept assets of ASSETS_KEEP_DIR on their own: what a start copies, refreshes and prunes (no build needed). */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isKeptAsset, keepAssets } from "./kept-assets";

const made: string[] = [];
function folder(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), "novo-kept-"));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const day = 24 * 60 * 60 * 1000;

describe("keepAssets", () => {
  it("copies a build's assets in, leaves a name already kept as it is, and refreshes its time", async () => {
    const build = folder({ "assets/app-aaa.js": "new", "assets/app-aaa.js.br": "br", "index.html": "x" });
    const kept = folder({ "assets/app-aaa.js": "kept" });
    const now = new Date("2026-11-28T12:00:00Z");
    expect(await keepAssets(build, kept, now)).toEqual({ copied: 1, removed: 0 });
    expect(readdirSync(path.join(kept, "assets")).sort()).toEqual(["app-aaa.js", "app-aaa.js.br"]);
    expect(statSync(path.join(kept, "assets", "app-aaa.js")).mtimeMs).toBe(now.getTime());
  });

  it("removes another build's files no start has refreshed for 30 days, and keeps younger ones", async () => {
    const build = folder({ "assets/app-new.js": "new" });
    const kept = folder({ "assets/app-old.js": "old", "assets/app-recent.js": "recent" });
    const now = new Date("2026-11-28T12:00:00Z");
    const at = (name: string, ms: number) =>
      utimesSync(path.join(kept, "assets", name), new Date(ms), new Date(ms));
    at("app-old.js", now.getTime() - 31 * day);
    at("app-recent.js", now.getTime() - 29 * day);
    expect(await keepAssets(build, kept, now)).toEqual({ copied: 1, removed: 1 });
    expect(readdirSync(path.join(kept, "assets")).sort()).toEqual(["app-new.js", "app-recent.js"]);
  });

  it("works for a build without assets", async () => {
    expect(await keepAssets(folder(), folder())).toEqual({ copied: 0, removed: 0 });
  });
});

describe("isKeptAsset", () => {
  it("finds assets/<name> only, never a temporary copy or anything outside assets/", async () => {
    const kept = folder({ "assets/app-aaa.js": "x", "assets/b.js.1.x.tmp": "x", "other.txt": "x" });
    expect(await isKeptAsset(kept, "assets/app-aaa.js")).toBe(true);
    for (const relative of [
      "assets/missing.js",
      "assets/b.js.1.x.tmp",
      "other.txt",
      "assets/../other.txt",
      "assets/",
    ])
      expect(await isKeptAsset(kept, relative), relative).toBe(false);
  });
});
