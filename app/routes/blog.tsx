import { PageHero } from "~/components/ui/PageHero";
import { blogPosts } from "~/content/blog";
import { pages } from "~/content/pages";
import { BlogIndex } from "~/features/blog/BlogIndex";
import { metaFor } from "~/lib/meta";

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
