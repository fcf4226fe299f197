import { data, useParams } from "react-router";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { PageHero } from "#app/components/ui/PageHero.tsx";
import { blogPosts } from "#app/content/blog.ts";
import { BlogPostView } from "#app/features/blog/BlogPostView.tsx";
import { blogPostMeta } from "#app/features/blog/post-meta.ts";
import type { Route } from "./+types/blog-post";

function findPost(id: string | undefined) {
  return blogPosts.find((post) => post.id === id);
}

/** An unknown post renders the blog's own 'Blog post not found', with HTTP 404. */
export function loader({ params }: Route.LoaderArgs) {
  return findPost(params.id) ? null : data(null, { status: 404 });
}

export const meta = ({ params }: Route.MetaArgs) => {
  const post = findPost(params.id);
  if (!post) return [{ title: "Blog post not found | Novo" }, { name: "robots", content: "noindex" }];
  return blogPostMeta(post);
};

export default function BlogPostRoute() {
  const post = findPost(useParams().id);
  if (!post) {
    return (
      <PageHero heading="Blog post not found" intro="The article may have moved or been taken down.">
        <LinkButton to="/blog">All articles</LinkButton>
      </PageHero>
    );
  }
  return <BlogPostView post={post} />;
}
