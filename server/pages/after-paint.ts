/**
 * Every rendered page paints before its JavaScript loads (decision 0005); applied to each page as it is
 * rendered, before it is cached (server/pages/serve.ts) or sent as the answer to a form post.
 *
 * React Router's <Scripts> puts a `modulepreload` for each of the page's ~20 chunks in the head and an inline
 * module that imports them. Over a slow link those ~140 KB share the connection with the stylesheet and the
 * fonts, so the complete, server-rendered page paints late (Lighthouse mobile put first paint at ~2.5 s
 * against ~0.8 s for the same hero without JavaScript). Here the preloads are dropped and the module is held
 * back as an inert script; a small inline loader inserts a copy of it once the first contentful paint is on
 * screen, and the browser then fetches the chunks through the module graph.
 *
 * The preloads are not re-added by the loader: inserting ~20 <link> elements cost a 40-190 ms task on a
 * throttled phone CPU, more than the one or two extra round trips of the module graph cost in waiting.
 * The copy keeps the module's exact text, so the CSP hash the server computes for the inline script
 * (server/pages/rendered.ts hashes the scripts React Router marked as its own, this loader too) allows it
 * when it is inserted.
 */

/** The type that keeps the held-back module from running until the loader inserts a copy of it. */
export const HELD_MODULE_TYPE = "text/x-module-after-paint";
export const HELD_MODULE_ID = "hydrate";
/** The performance mark the loader leaves as it starts hydration. */
export const HYDRATION_START_MARK = "hydration-start";
/** Why the loader started hydration: the mark's detail. */
export type HydrationStart = "paint" | "hidden" | "first-frame" | "fallback";

const PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/g;
/**
 * The files of a part its route loads lazily, which the page rendered (the `:place` route's view, issue 44):
 * `<link rel="modulepreload" href="…" data-lazy=""/>` from the route's meta. They become imports of the held
 * module, beside the route's own, so the browser fetches them in the same round as the route's chunks and
 * the part is in place before hydration starts.
 */
export const LAZY_PART_ATTRIBUTE = "data-lazy";
const LAZY_PRELOAD = new RegExp(`<link rel="modulepreload" href="([^"]+)" ${LAZY_PART_ATTRIBUTE}=""/>`, "g");
const CHUNK = /^\/assets\/[\w.-]+\.js$/;
const HELD = new RegExp(`<script type="${HELD_MODULE_TYPE}" id="${HELD_MODULE_ID}">([\\s\\S]*?)</script>`);

/**
 * The inline script that starts hydration. It waits for the first contentful paint's entry, which is queued
 * once that frame is on screen. A background tab never paints, so it starts at once there; a browser without
 * paint timing starts just after the first frame; and every browser starts at most a second after it.
 * It leaves a performance mark, HYDRATION_START_MARK, whose detail says which of these started it.
 */
export const LOADER = `(()=>{const held=document.getElementById("${HELD_MODULE_ID}");let started=false;const start=(why)=>{if(started)return;started=true;performance.mark?.("${HYDRATION_START_MARK}",{detail:why});const module=document.createElement("script");module.type="module";module.textContent=held.textContent;held.replaceWith(module)};if(document.visibilityState==="hidden")return start("hidden");const paint=PerformanceObserver.supportedEntryTypes?.includes("paint");if(paint)new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(()=>start("paint"))}}).observe({type:"paint",buffered:true});requestAnimationFrame(()=>setTimeout(()=>start(paint?"fallback":"first-frame"),paint?1000:0))})()`;

/**
 * The page with its modulepreloads dropped and its hydration module held back until after the first paint;
 * a lazily loaded part's files are imported by that module before it imports the client entry. `module`: the
 * hydration module as the page had it, and as it is held (the same text when no part was named).
 */
export function holdHydration(html: string): { html: string; module: { rendered: string; held: string } } {
  const modules = [...html.matchAll(MODULE)];
  if (modules.length !== 1)
    throw new Error(`expected one React Router hydration module, found ${modules.length}`);
  const rendered = modules[0]?.[1] ?? "";
  const lazy = new Set(
    [...html.matchAll(LAZY_PRELOAD)].map((m) => m[1] ?? "").filter((href) => CHUNK.test(href)),
  );
  const imports = [...lazy].map((href) => `import "${href}";\n`).join("");
  // Before the entry's import(): React Router's module imports the client entry last, to hydrate.
  const entry = rendered.lastIndexOf("\nimport(");
  const held =
    entry === -1
      ? `${imports}${rendered}`
      : `${rendered.slice(0, entry + 1)}${imports}${rendered.slice(entry + 1)}`;
  return {
    html: html
      .replace(PRELOAD, "")
      .replace(LAZY_PRELOAD, "")
      .replace(
        MODULE,
        () =>
          `<script type="${HELD_MODULE_TYPE}" id="${HELD_MODULE_ID}">${held}</script><script>${LOADER}</script>`,
      ),
    module: { rendered, held },
  };
}

/** The page with its modulepreloads dropped and its hydration module held back (holdHydration). */
export function hydrateAfterPaint(html: string): string {
  return holdHydration(html).html;
}

/** The text of a page's held hydration module, or null. */
export function heldModuleOf(html: string): string | null {
  return HELD.exec(html)?.[1] ?? null;
}

/** A page that hydrates is held until it has painted; a page with no script of React Router's is left as it is. */
export function afterPaint(html: string): ReturnType<typeof holdHydration> | { html: string; module: null } {
  return html.includes('<script type="module"') ? holdHydration(html) : { html, module: null };
}
