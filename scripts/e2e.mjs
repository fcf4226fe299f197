// Runs Playwright against a production build served by the real server, with a fresh DATA_DIR.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

const dataDir = path.resolve(process.env.E2E_DATA_DIR || "data/e2e");
// Fresh data, but the install's generated secrets stay: the API key is baked into the build, and a new
// one each run would rebuild the site each run.
if (existsSync(dataDir))
  for (const entry of readdirSync(dataDir))
    if (entry !== "secrets.json") rmSync(path.join(dataDir, entry), { recursive: true, force: true });
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, E2E_DATA_DIR: dataDir },
});
process.exit(result.status ?? 1);
