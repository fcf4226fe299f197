import type { BlogPost } from "#app/content/blog-types.ts";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  isoDateFromPublished,
} from "#app/features/blog/structured-data.ts";
import { config } from "#app/lib/config.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { pagePaths } from "#contracts/content/page-paths.ts";

/** A post's meta: its SEO fields, article times, and BlogPosting plus breadcrumb JSON-LD. */
export function blogPostMeta(post: BlogPost) {
  const path = `/blog/${post.id}`;
  return [
    ...pageMeta({
      title: post.seo.meta_title,
      description: post.seo.meta_description,
      path,
      type: "article",
      image: config.mediaBaseUrl ? `${config.mediaBaseUrl}/${post.featured_image.url}` : undefined,
      jsonLd: [
        blogPostingJsonLd(post),
        breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Blog", path: pagePaths.blog },
          { name: post.title, path },
        ]),
      ],
    }),
    { name: "keywords", content: post.seo.keywords.join(", ") },
    { property: "article:published_time", content: isoDateFromPublished(post.publishedDate) },
    { property: "article:modified_time", content: post.lastUpdated },
  ];
}
