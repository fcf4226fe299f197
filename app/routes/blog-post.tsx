import { data } from "react-router";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { PageHero } from "#app/components/ui/PageHero.tsx";
import { postOf } from "#app/content/posts.server.ts";
import { BlogPostView } from "#app/features/blog/BlogPostView.tsx";
import { blogPostMeta } from "#app/features/blog/post-meta.ts";
import type { Route } from "./+types/blog-post";

/**
 * The post from CONTENT_DIR at render time (a post added in the editor has its page at once). An unknown
 * post renders the blog's own 'Blog post not found', with HTTP 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const post = await postOf(context, params.id);
  return post ? { post } : data({ post: null }, { status: 404 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const post = loaderData?.post;
  if (!post) return [{ title: "Blog post not found | Novo" }, { name: "robots", content: "noindex" }];
  return blogPostMeta(post);
};

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) {
    return (
      <PageHero heading="Blog post not found" intro="The article may have moved or been taken down.">
        <LinkButton to="/blog">All articles</LinkButton>
      </PageHero>
    );
  }
  return <BlogPostView post={post} />;
}
