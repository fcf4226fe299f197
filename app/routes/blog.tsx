import { PageHero } from "#app/components/ui/PageHero.tsx";
import { blogPosts } from "#app/content/blog.ts";
import { pages } from "#app/content/pages.ts";
import { BlogIndex } from "#app/features/blog/BlogIndex.tsx";
import { metaFor } from "#app/lib/meta.ts";

const page = pages.blog;

export const meta = () => metaFor(page);

export default function BlogRoute() {
  return (
    <>
      <PageHero eyebrow="Blog" heading={page.heading} intro={page.intro} />
      <BlogIndex posts={blogPosts} />
    </>
  );
}
