import { pageIds, pagePaths } from "#app/content/page-paths.ts";
import { shippedPosts as blogPosts } from "#tests/shipped.server.ts";
import { shippedPages } from "#tests/shipped.ts";

/** Every route of SPEC §2 with the heading its page must show. */
export const smokeRoutes: { path: string; heading: string }[] = [
  ...pageIds.map((id) => ({ path: pagePaths[id], heading: shippedPages[id].heading })),
  ...blogPosts.map((post) => ({ path: `/blog/${post.id}`, heading: post.title })),
];
