import { useParams } from "react-router";
import { PageHero } from "~/components/ui/PageHero";
import { blogPosts } from "~/content/blog";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog-post";

function findPost(id: string | undefined) {
  return blogPosts.find((post) => post.id === id);
}

export const meta = ({ params }: Route.MetaArgs) => {
  const post = findPost(params.id);
  if (!post) return [{ title: "Blog post not found | Novo" }, { name: "robots", content: "noindex" }];
  return pageMeta({
    title: post.seo.meta_title,
    description: post.seo.meta_description,
    path: `/blog/${post.id}`,
    type: "article",
  });
};

export default function BlogPostRoute() {
  const post = findPost(useParams().id);
  if (!post) return <PageHero heading="Blog post not found" />;
  return <PageHero eyebrow={`NEWS ${post.publishedDate}`} heading={post.title} intro={post.excerpt} />;
}
