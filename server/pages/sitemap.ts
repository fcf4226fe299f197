/**
 * sitemap.xml and robots.txt, made at request time from the route table of the server build, the open places
 * and the blog posts in the content, and SITE_ORIGIN (server/pages/serve.ts serves them).
 */
import type { ServerBuild } from "react-router";
import { type GymLocation, isListed, placePagePaths } from "#contracts/content/gym-location.ts";
import type { ContentSnapshot } from "#server/content/store.ts";

export interface SitemapEntry {
  path: string;
  /** ISO date of the last change, where the content knows it (blog posts). */
  lastmod?: string;
}

/** Paths under these are no public page of the site (the staff area, the content editor: decision 0017). */
export const PRIVATE_PREFIXES = ["/staff", "/keystatic"] as const;

export function isPrivatePath(path: string): boolean {
  const lower = path.toLowerCase();
  return PRIVATE_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/**
 * The pages of the route table a visitor can open as they are: every route with a page component and no
 * child, whose path has no parameter and no splat, outside the staff area.
 */
export function staticPaths(routes: ServerBuild["routes"]): string[] {
  const all = Object.values(routes).filter((route) => route !== undefined);
  const parents = new Set(all.map((route) => route.parentId));
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    const own = route.path ? `/${route.path.replace(/^\/+|\/+$/g, "")}` : "";
    return `${fullPath(route.parentId)}${own}`;
  };
  const paths = new Set<string>();
  for (const route of all) {
    if (parents.has(route.id) || !route.module.default) continue;
    const path = fullPath(route.id) || "/";
    if (/[:*]/.test(path) || isPrivatePath(path)) continue;
    paths.add(path);
  }
  return [...paths];
}

/** The open places' pages, sign-up pages and (24/7 gyms) tour pages, in site order (decision 0030). */
export function placeEntries(
  places: readonly Pick<GymLocation, "status" | "pageLink" | "signUpLink" | "tourLink">[],
): SitemapEntry[] {
  return places
    .filter(isListed)
    .flatMap(placePagePaths)
    .map((path) => ({ path }));
}

/** The blog posts in the content now (content/posts/<id>.yaml is /blog/<id>), as sitemap entries. */
export function postEntries(snapshot: ContentSnapshot): SitemapEntry[] {
  return Object.entries(snapshot.entries.posts).map(([id, post]) => ({
    path: `/blog/${id}`,
    lastmod: (post.lastUpdated ?? post.publishedOn ?? "").slice(0, 10) || undefined,
  }));
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : "";
    return `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  // The API answers forms, not readers: keep crawlers off it.
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
