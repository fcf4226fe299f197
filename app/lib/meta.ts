import type { MetaDescriptor } from "react-router";
import { brand } from "#contracts/content/brand.ts";
import { endsOnLabel, type Offer } from "#contracts/content/offer.ts";
import type { NotFoundCopy, PageCopy } from "#contracts/content/page-meta.ts";
import { config } from "./config";

export interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  /** Absolute or site-relative image for social cards. */
  image?: string;
  type?: "website" | "article";
  /** JSON-LD objects rendered as script:ld+json. */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
}

export function canonicalUrl(path: string): string {
  const clean = path === "/" ? "/" : path.replace(/\/+$/, "");
  return `${config.siteOrigin}${clean}`;
}

/** Title, description, canonical, Open Graph and Twitter tags for one page: the only way routes set meta. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = canonicalUrl(input.path);
  const image = input.image
    ? input.image.startsWith("http")
      ? input.image
      : `${config.siteOrigin}${input.image}`
    : `${config.siteOrigin}/social-card.png`;
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: brand.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/**
 * A page's meta tags from the words its loader sent (content/pages/meta.yaml) and its path (code). None
 * without loader data: only an error page lacks it, and the root's meta gives that one its title.
 */
export function metaFor(
  page: PageCopy | undefined,
  { offer, ...extra }: Omit<PageMetaInput, "title" | "description" | "path"> & { offer?: Offer | null } = {},
) {
  if (!page) return [];
  return pageMeta({
    title: page.title,
    description: pageDescription(page, offer),
    path: page.path,
    ...extra,
  });
}

/** A page's description, with its live offer (loader data) on the pages that present one. */
export function pageDescription(
  page: Pick<PageCopy, "dayPass" | "description">,
  offer?: Offer | null,
): string {
  if (!page.dayPass || !offer) return page.description;
  return `${page.description} ${offer.summary} with code ${offer.code} until ${endsOnLabel(offer)}.`;
}

/** The not-found page's tags: its title (root loader data: it also serves a 404 thrown by a loader), noindex. */
export function notFoundMeta(copy: NotFoundCopy | undefined): MetaDescriptor[] {
  return [...(copy ? [{ title: copy.title }] : []), { name: "robots", content: "noindex" }];
}
