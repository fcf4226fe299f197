import { defineConfig } from "vitest/config";

// The browser's build-time configuration, as vite.config.ts defines it for a default build, with a test
// API key (a real install's is its own, from API_KEY or DATA_DIR/secrets.json: see config/env.ts).
const define = {
  "import.meta.env.VITE_MEDIA_BASE_URL": JSON.stringify(""),
  "import.meta.env.VITE_API_KEY": JSON.stringify("test-api-key"),
  "import.meta.env.VITE_API_BASE": JSON.stringify(""),
  "import.meta.env.VITE_POSTCODES_API_URL": JSON.stringify("https://api.postcodes.io"),
  "import.meta.env.VITE_SITE_ORIGIN": JSON.stringify("http://localhost:3000"),
};

export default defineConfig({
  define,
  test: {
    projects: [
      {
        define,
        test: {
          name: "app",
          environment: "jsdom",
          // The browser-side tests run first, then the server ones with their own worker limit.
          sequence: { groupOrder: 0 },
          include: ["app/**/*.test.{ts,tsx}", "contracts/**/*.test.ts"],
          // A route's server code (loaders, actions) is tested with the server's real parts, below.
          exclude: ["app/**/*.server.test.ts"],
          setupFiles: ["./tests/setup-dom.ts"],
        },
      },
      {
        define,
        test: {
          name: "server",
          environment: "node",
          sequence: { groupOrder: 1 },
          include: [
            "server/**/*.test.ts",
            "app/**/*.server.test.ts",
            "config/**/*.test.ts",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
            "tests/build/**/*.test.ts",
            "tests/code/**/*.test.ts",
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances and SMTP servers are heavy: keep the two cores for a few files at a time.
          maxWorkers: 2,
        },
      },
    ],
  },
});
