/**
 * Debian's promtool (the prometheus package), for the tests of /metrics and the shipped rules. Outside CI a
 * machine without it skips those tests, saying so loudly; under CI=true its absence is a failure (.ci/run
 * installs it).
 */
import { spawnSync } from "node:child_process";

export const promtoolPath = (() => {
  const found = spawnSync("promtool", ["--version"], { encoding: "utf8" });
  return found.status === 0 ? "promtool" : null;
})();

if (!promtoolPath) {
  if (process.env.CI === "true")
    throw new Error("promtool is missing under CI: install Debian's prometheus package (.ci/run does)");
  console.warn(
    "\n*** promtool is not installed: the Prometheus checks (/metrics format, shipped rules) are SKIPPED. " +
      "Install Debian's prometheus package to run them. ***\n",
  );
}

/** Runs promtool with `args` (and `input` on stdin): its exit status and what it said. */
export function promtool(args: string[], input?: string): { status: number | null; output: string } {
  const result = spawnSync(promtoolPath ?? "promtool", args, { input, encoding: "utf8", cwd: process.cwd() });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
