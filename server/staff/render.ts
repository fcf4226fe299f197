/** Renders the staff area's React pages to HTML, linking the site's built stylesheet. */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export function renderPage(element: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}

/**
 * The hashed stylesheet(s) of the built site, read once from BUILD_DIR/client/index.html (the fonts are
 * referenced from inside the CSS). No build (tests of the API alone): unstyled pages, still usable.
 */
export function stylesheetsOf(buildDir: string): string[] {
  let html: string;
  try {
    html = readFileSync(path.join(buildDir, "index.html"), "utf8");
  } catch {
    return [];
  }
  const hrefs: string[] = [];
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    if (!/\brel=["']?stylesheet\b/i.test(tag)) continue;
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (href?.startsWith("/")) hrefs.push(href);
  }
  return hrefs;
}
