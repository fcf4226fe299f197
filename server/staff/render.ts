/** Renders the staff area's React pages to HTML, linking the site's built stylesheet. */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export function renderPage(element: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}

export interface SiteAssets {
  /** The site's hashed stylesheet(s). */
  stylesheets: string[];
  /** The self-hosted fonts the site preloads (referenced from the stylesheet too). */
  fonts: string[];
}

/**
 * The built site's stylesheet and preloaded fonts, read once from BUILD_DIR/client/index.html. No build
 * (tests of the API alone): unstyled pages, still usable.
 */
export function siteAssetsOf(buildDir: string): SiteAssets {
  const assets: SiteAssets = { stylesheets: [], fonts: [] };
  let html: string;
  try {
    html = readFileSync(path.join(buildDir, "index.html"), "utf8");
  } catch {
    return assets;
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (!href?.startsWith("/")) continue;
    if (/\brel=["']?stylesheet\b/i.test(tag)) assets.stylesheets.push(href);
    else if (/\brel=["']?preload\b/i.test(tag) && /\bas=["']?font\b/i.test(tag)) assets.fonts.push(href);
  }
  return assets;
}
