import { pageIds, pagePaths } from "#contracts/content/page-paths.ts";
import { shippedPosts as blogPosts } from "#tests/shipped.server.ts";
import { shippedGyms, shippedPages, shippedPlacePage } from "#tests/shipped.ts";

/** Every route of SPEC §2 with the heading its page must show. */
export const smokeRoutes: { path: string; heading: string }[] = [
  ...pageIds.map((id) => ({ path: pagePaths[id], heading: shippedPages[id].heading })),
  // The places' pages (decision 0030), each with its own words.
  ...shippedGyms.flatMap((gym) =>
    (["page", "signUp", ...(gym.tourLink ? ["tour" as const] : [])] as const).map((view) => {
      const page = shippedPlacePage(gym.id, view);
      return { path: page.path, heading: page.heading };
    }),
  ),
  ...blogPosts.map((post) => ({ path: `/blog/${post.id}`, heading: post.title })),
];
