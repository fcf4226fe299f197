import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserBuildEnv, loadDotEnv } from "./config/env.ts";
import { pageChunks } from "./config/page-chunks.ts";
import { shellChunk } from "./config/shell-chunk.ts";

// The browser's configuration is fixed at build time (baked into the page scripts): config/env.ts names the
// variables (from the environment, then .env), and start.mjs rebuilds when one of them changes.
loadDotEnv();
const env = browserBuildEnv(process.env);
// The code every page loads as one chunk (config/shell-chunk.ts).
const shell = shellChunk("app/root.tsx");
// The rest of our code, a chunk per set of loads that fetch it (config/page-chunks.ts).
const pages = pageChunks({
  rootModule: "app/root.tsx",
  viewsDir: "app/features/places/views",
  scriptlessDir: "app/routes/staff",
  inShell: shell.group.test,
});

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), shell.plugin, pages.plugin],
  define: {
    ...Object.fromEntries(
      Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
    ),
  },
  server: { port: 5173 },
  // Vite's manifest of the client build is kept (never served: server/pages/serve.ts): the server reads in
  // it the chunks of the parts a route loads lazily, for the page to preload (server/pages/module-files.ts).
  build: { manifest: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // What code splitting without its dependencies requires: an entry chunk may export more than its module.
          preserveEntrySignatures: "allow-extension",
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [shell.group, pages.group],
            },
          },
        },
      },
    },
  },
});
