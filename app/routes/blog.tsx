import { PageHero } from "#app/components/ui/PageHero.tsx";
import { asCards, postsOf } from "#app/content/posts.server.ts";
import { BlogIndex } from "#app/features/blog/BlogIndex.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { pageCopyOf } from "#contracts/content/page-copy.server.ts";
import type { Route } from "./+types/blog";

/** The posts from CONTENT_DIR at render time, as cards: a post added in the editor is listed at once. */
export async function loader({ context }: Route.LoaderArgs) {
  const [posts, page] = await Promise.all([postsOf(context), pageCopyOf(context, "blog")]);
  return { posts: asCards(posts, posts[0]), page };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(loaderData?.page);

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero eyebrow="Blog" heading={page.heading} intro={page.intro} />
      <BlogIndex posts={loaderData.posts} />
    </>
  );
}
