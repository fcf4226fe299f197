/**
 * What `npm run build` prints. Vite 8.1 deprecated `envFile: false`, which React Router 7's dev tools pass to
 * the Vite servers they start; the fix (envDir: false) shipped in React Router 8 only, so
 * patches/@react-router+dev+*.patch applies it to our 7.x on install. Without it each build repeats the
 * deprecation five to seven times, and a real warning drowns among them.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildLogFile, ensureBuild } from "./build-output";

let log = "";
beforeAll(async () => {
  await ensureBuild();
  log = readFileSync(buildLogFile, "utf8");
}, 300_000);

describe("the production build's output", () => {
  it("reports the build it made", () => {
    expect(log).toMatch(/building client environment for production/);
    expect(log).toMatch(/building ssr environment for production/);
  });

  it("prints no deprecation warning", () => {
    expect(log.split("\n").filter((line) => /deprecat/i.test(line))).toEqual([]);
  });
});
