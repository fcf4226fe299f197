import type { Config } from "@react-router/dev/config";
import { blogPosts } from "./app/content/blog";
import { buildRoot, loadDotEnv } from "./config/env.ts";

loadDotEnv();

export default {
  appDirectory: "app",
  // BUILD_DIR lets two builds (for example two e2e runs) live side by side.
  buildDirectory: buildRoot(process.env),
  ssr: true,
  // The whole route table ships with the page: the static file server has no /__manifest endpoint.
  routeDiscovery: { mode: "initial" },
  // Every GET page is static HTML (server/site.ts serves it); the server renders only form posts and finder
  // queries (decision 0006). /404 and /blog/not-found are what the server answers unknown paths with.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...blogPosts.map((post) => `/blog/${post.id}`), "/blog/not-found", "/404"];
  },
} satisfies Config;
