/**
 * The Nu HTML Checker (vnu-jar, Java) on every page the server renders: 0 errors. One JVM run for all pages,
 * written to files for it.
 * Warnings (info) are not failures; errors and fatal errors are.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltPage, ensureBuild, renderedPages } from "./build-output";

const run = promisify(execFile);
const java = process.env.JAVA || "java";
// The package exports the jar's path as a String object: make it a primitive for fs and child_process.
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

let pages: BuiltPage[] = [];
const dir = mkdtempSync(path.join(tmpdir(), "novo-vnu-"));
/** Each page's file: the route with its slashes as dashes ("/blog/1" is blog-1.html, "/" is index.html). */
const fileOf = (route: string) => path.join(dir, `${route.slice(1).replaceAll("/", "-") || "index"}.html`);
beforeAll(async () => {
  await ensureBuild();
  pages = await renderedPages();
  for (const page of pages) writeFileSync(fileOf(page.route), page.html);
}, 300_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("Nu HTML Checker", () => {
  it("finds no error in any rendered page", { timeout: 180_000 }, async () => {
    expect(existsSync(vnuJar), `vnu.jar missing at ${vnuJar}`).toBe(true);
    expect(pages.length).toBeGreaterThan(20);
    let report: string;
    try {
      // vnu writes its report to stderr and exits 1 when it found errors.
      const result = await run(
        java,
        ["-jar", vnuJar, "--format", "json", "--errors-only", ...pages.map((p) => fileOf(p.route))],
        {
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      report = result.stderr;
    } catch (error) {
      const failed = error as { stderr?: string; code?: number | string };
      if (!failed.stderr?.trim().startsWith("{")) throw error;
      report = failed.stderr;
    }
    const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages.filter(
      (m) => m.type === "error" || m.subType === "fatal",
    );
    const readable = messages.map((m) => {
      const file = decodeURIComponent(m.url.replace(/^file:/, ""));
      const route = pages.find((page) => fileOf(page.route) === file)?.route ?? file;
      const extract = (m.extract ?? "").replace(/\s+/g, " ").trim().slice(0, 120);
      return `${route}:${m.lastLine ?? "?"} ${m.message}${extract ? `\n    ${extract}` : ""}`;
    });
    expect(readable, `validator errors:\n${readable.join("\n")}`).toEqual([]);
  });
});
