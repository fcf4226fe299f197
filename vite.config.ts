import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserBuildEnv } from "./scripts/build-env.mjs";

// The browser's configuration is fixed at build time (pages are prerendered); scripts/build-env.mjs
// names the variables and start.mjs rebuilds when one of them changes.
const env = browserBuildEnv(process.env);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  define: Object.fromEntries(
    Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
  ),
  server: { port: 5173 },
});
