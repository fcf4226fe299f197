/** A blog post's schema.org BlogPosting node, and the breadcrumb trail its page carries. */
import type { BlogPosting, BreadcrumbList, WithContext } from "schema-dts";
import type { BlogPost } from "#app/content/blog-types.ts";
import { CONTEXT, logoUrl, mediaUrl, organizationId } from "#app/lib/json-ld.ts";
import { canonicalUrl } from "#app/lib/meta.ts";
import { brand } from "#contracts/content/brand.ts";

/** "14.03.2025" (the blog's publishedDate) -> "2025-03-14". */
export function isoDateFromPublished(ddmmyyyy: string): string {
  const [day, month, year] = ddmmyyyy.split(".");
  return `${year}-${month}-${day}`;
}

export function blogPostingJsonLd(post: BlogPost) {
  const url = canonicalUrl(`/blog/${post.id}`);
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: post.title,
    description: post.seo.meta_description,
    image: mediaUrl(post.featured_image.url),
    datePublished: isoDateFromPublished(post.publishedDate),
    dateModified: post.lastUpdated,
    author: { "@type": "Person", name: post.author.name },
    publisher: { "@type": "Organization", "@id": organizationId(), name: brand.name, logo: logoUrl() },
    mainEntityOfPage: url,
    url,
    keywords: post.seo.keywords.join(", "),
    articleSection: post.categories,
    inLanguage: "en-GB",
  } satisfies WithContext<BlogPosting>;
}

export function breadcrumbJsonLd(trail: { name: string; path: string }[]) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem" as const,
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  } satisfies WithContext<BreadcrumbList>;
}
