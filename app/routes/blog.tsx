import { PageHero } from "#app/components/ui/PageHero.tsx";
import { pages } from "#app/content/pages.ts";
import { asCards, postsOf } from "#app/content/posts.server.ts";
import { BlogIndex } from "#app/features/blog/BlogIndex.tsx";
import { metaFor } from "#app/lib/meta.ts";
import type { Route } from "./+types/blog";

const page = pages.blog;

/** The posts from CONTENT_DIR at render time, as cards: a post added in the editor is listed at once. */
export async function loader({ context }: Route.LoaderArgs) {
  const posts = await postsOf(context);
  return { posts: asCards(posts, posts[0]) };
}

export const meta = () => metaFor(page);

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Blog" heading={page.heading} intro={page.intro} />
      <BlogIndex posts={loaderData.posts} />
    </>
  );
}
