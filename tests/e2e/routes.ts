import { pages } from "#app/content/pages.ts";
import { shippedPosts as blogPosts } from "#tests/shipped.server.ts";

/** Every route of SPEC §2 with the heading its page must show. */
export const smokeRoutes: { path: string; heading: string }[] = [
  ...Object.values(pages).map((page) => ({ path: page.path, heading: page.heading })),
  ...blogPosts.map((post) => ({ path: `/blog/${post.id}`, heading: post.title })),
];
