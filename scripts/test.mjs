// `npm test`: everything, in order, stopping at the first failure.
// typecheck -> lint -> unit, component and API tests (Vitest) -> production build -> e2e (Playwright).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const ci = process.env.CI === "true" || process.env.CI === "1";

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

run("typecheck", "npm", ["run", "-s", "typecheck"]);
run("lint", "npm", ["run", "-s", "lint"]);
run("unit, component and API tests", "npx", ["vitest", "run"]);

if (!existsSync(chromium)) {
  const banner = "!".repeat(78);
  console.error(`\n${banner}\n!! No Chromium at ${chromium}: the end-to-end tests did NOT run.`);
  console.error("!! Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.");
  console.error(`${banner}\n`);
  if (ci) {
    console.error("CI=true: a missing browser is a failure.");
    process.exit(1);
  }
  process.exit(0);
}
run("end-to-end tests", "node", ["scripts/e2e.mjs"]);
