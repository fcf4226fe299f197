import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserBuildEnv, loadDotEnv } from "./config/env.ts";

// The browser's configuration is fixed at build time (pages are prerendered): config/env.ts names the
// variables (from the environment, then .env), and start.mjs rebuilds when one of them changes.
loadDotEnv();
const env = browserBuildEnv(process.env);
// When this build was made, shared by the prerender and the browser bundle so they agree on which offers had
// ended at build time (the page renders that answer first, then re-checks; app/lib/day-pass.ts). Kept in the
// process so both of the build's environments see one instant.
process.env.NOVO_BUILT_AT ??= new Date().toISOString();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    ...Object.fromEntries(
      Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
    ),
    "import.meta.env.VITE_BUILT_AT": JSON.stringify(process.env.NOVO_BUILT_AT),
  },
  server: { port: 5173 },
});
