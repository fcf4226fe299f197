// `npm run build`'s last step: the server (server/index.ts and what it imports, contracts/ included) and
// the staff CLI (server/cli/leads.ts) compiled to JavaScript in BUILD_DIR/app-server/ (index.js, leads.js
// and their shared chunks), so production runs plain `node` with no TypeScript loader and no dev dependency. Packages from node_modules stay external (pg, PGlite, fastify...):
// the production install provides them. build/server is React Router's, hence app-server.
import { cpSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vite";
import { buildRoot, loadDotEnv } from "./config/env.ts";

loadDotEnv();
const outDir = path.resolve(buildRoot(process.env), "app-server");

export default defineConfig({
  publicDir: false,
  logLevel: "warn",
  build: {
    ssr: true,
    outDir,
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      input: { index: "server/index.ts", leads: "server/cli/leads.ts" },
      // Every chunk beside index.js: server/db/client.ts finds its migrations relative to its own file.
      output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
  ssr: { target: "node" },
  plugins: [
    {
      // server/db/client.ts finds its SQL migrations beside itself (import.meta.url): beside index.js here.
      name: "novo-copy-migrations",
      writeBundle() {
        cpSync("server/db/migrations", path.join(outDir, "migrations"), { recursive: true });
      },
    },
  ],
});
