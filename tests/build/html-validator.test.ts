/**
 * The Nu HTML Checker (vnu-jar, Java) on every prerendered page: 0 errors. One JVM run for all pages.
 * Warnings (info) are not failures; errors and fatal errors are.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { type BuiltPage, builtPages, clientDir, ensureBuild } from "./build-output";

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
beforeAll(async () => {
  await ensureBuild();
  pages = builtPages();
}, 300_000);

describe("Nu HTML Checker", () => {
  it("finds no error in any prerendered page", { timeout: 180_000 }, async () => {
    expect(existsSync(vnuJar), `vnu.jar missing at ${vnuJar}`).toBe(true);
    expect(pages.length).toBeGreaterThan(20);
    let report: string;
    try {
      // vnu writes its report to stderr and exits 1 when it found errors.
      const result = await run(
        java,
        ["-jar", vnuJar, "--format", "json", "--errors-only", ...pages.map((p) => p.file)],
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
      const route = `/${path.relative(clientDir, path.dirname(file)).split(path.sep).join("/")}`;
      const extract = (m.extract ?? "").replace(/\s+/g, " ").trim().slice(0, 120);
      return `${route}:${m.lastLine ?? "?"} ${m.message}${extract ? `\n    ${extract}` : ""}`;
    });
    expect(readable, `validator errors:\n${readable.join("\n")}`).toEqual([]);
  });
});
