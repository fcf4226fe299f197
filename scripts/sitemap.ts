// After `react-router build`, before precompress: sitemap.xml and robots.txt in BUILD_DIR/client, from the
// route table's content (app/content/pages.ts paths and one /blog/{id} per bundled post) and SITE_ORIGIN.
// Generated, never committed: the origin is a deployment fact, like the rest of the browser build env.
// Run with `node --import tsx scripts/sitemap.ts`.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { blogPosts } from "#app/content/blog.ts";
import { pages } from "#app/content/pages.ts";
import { browserBuildEnv, buildRoot, loadDotEnv } from "#config/env.ts";

export interface SitemapEntry {
  path: string;
  /** ISO date of the last change, where the content knows it (blog posts). */
  lastmod?: string;
}

/** Every indexable page: the routes of SPEC §2 and one page per blog post (not-found pages excluded). */
export function sitemapEntries(): SitemapEntry[] {
  return [
    ...Object.values(pages).map((page) => ({ path: page.path })),
    ...blogPosts.map((post) => ({ path: `/blog/${post.id}`, lastmod: post.lastUpdated.slice(0, 10) })),
  ];
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

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  loadDotEnv();
  const origin = browserBuildEnv(process.env).VITE_SITE_ORIGIN;
  const root = path.resolve(buildRoot(process.env), "client");
  const entries = sitemapEntries();
  await writeFile(path.join(root, "sitemap.xml"), sitemapXml(origin, entries));
  await writeFile(path.join(root, "robots.txt"), robotsTxt(origin));
  console.log(`sitemap.xml (${entries.length} URLs) and robots.txt for ${origin}`);
}
