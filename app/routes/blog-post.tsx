import { useParams } from "react-router";
import { LinkButton } from "~/components/ui/Button";
import { PageHero } from "~/components/ui/PageHero";
import { blogPosts } from "~/content/blog";
import { BlogPostView } from "~/features/blog/BlogPostView";
import { blogPostMeta } from "~/features/blog/post-meta";
import type { Route } from "./+types/blog-post";

function findPost(id: string | undefined) {
  return blogPosts.find((post) => post.id === id);
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
