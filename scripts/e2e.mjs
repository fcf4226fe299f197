// Runs Playwright against a production build served by the real server, with a fresh DATA_DIR.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const dataDir = path.resolve(process.env.E2E_DATA_DIR || "data/e2e");
rmSync(dataDir, { recursive: true, force: true });
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, E2E_DATA_DIR: dataDir },
});
process.exit(result.status ?? 1);
