import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { browserBuildEnv, loadDotEnv } from "./config/env.ts";

// The browser's configuration is fixed at build time (pages are prerendered): config/env.ts names the
// variables (from the environment, then .env), and start.mjs rebuilds when one of them changes.
loadDotEnv();
const env = browserBuildEnv(process.env);

/**
 * React Router's child compiler (which reads the route modules' exports) asks Vite for `envFile: false`,
 * which Vite 8 still honours but warns about on every build, several times over. Said the way Vite now
 * wants it, with the same effect: no .env file read by that compiler.
 */
const envDirInsteadOfEnvFile: Plugin = {
  name: "novo:env-dir-instead-of-env-file",
  config(config) {
    const legacy = config as UserConfig & { envFile?: boolean };
    if (legacy.envFile === false) {
      delete legacy.envFile;
      legacy.envDir = false;
    }
  },
};

export default defineConfig({
  plugins: [envDirInsteadOfEnvFile, tailwindcss(), reactRouter()],
  define: {
    ...Object.fromEntries(
      Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
    ),
  },
  server: { port: 5173 },
});
