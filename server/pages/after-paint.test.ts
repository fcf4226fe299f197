import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineHashes } from "#server/test/inline-scripts.ts";
import {
  afterPaint,
  HELD_MODULE_ID,
  HELD_MODULE_TYPE,
  heldModuleOf,
  hydrateAfterPaint,
  LOADER,
} from "./after-paint";

// The shape React Router 7's <Scripts> renders into a page (trimmed).
const MODULE_CODE = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/faq-3.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/faq":route1};

import("/assets/entry.client-4.js");`;
const page = `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/root-5.css"/></head><body><main>FAQ</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${MODULE_CODE}</script><!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>`;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("hydrate after paint", () => {
  const out = hydrateAfterPaint(page);

  it("drops the modulepreloads and keeps every other head link", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-5.css"/>');
    expect(out).toContain('<link rel="preload" href="/assets/inter.woff2"');
  });

  it("holds the hydration module back, unchanged, followed by the loader", () => {
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain(
      `<script type="${HELD_MODULE_TYPE}" id="${HELD_MODULE_ID}">${MODULE_CODE}</script><script>${LOADER}</script>`,
    );
    // The context script still runs first and the streaming scripts after, as React Router expects.
    expect(out.indexOf("__reactRouterContext = {}")).toBeLessThan(out.indexOf(HELD_MODULE_ID));
    expect(out.indexOf(HELD_MODULE_ID)).toBeLessThan(out.indexOf("streamController.close()"));
  });

  it("leaves a page whose CSP hashes allow both the loader and the module it inserts", () => {
    const { scripts } = inlineHashes(out);
    expect(scripts).toContain(sha256(MODULE_CODE));
    expect(scripts).toContain(sha256(LOADER));
  });

  it("refuses a page that is not in the shape it knows rather than ship it unhydrated", () => {
    expect(() => hydrateAfterPaint("<html><body>no scripts</body></html>")).toThrow(
      /one React Router hydration module, found 0/,
    );
    expect(() => hydrateAfterPaint(out)).toThrow(/found 0/);
  });

  it("holds every page that hydrates, and leaves a page without React Router's scripts as it is", () => {
    expect(afterPaint(page)).toEqual({ html: out, module: { rendered: MODULE_CODE, held: MODULE_CODE } });
    const plain = "<!DOCTYPE html><html><body><p>No script</p></body></html>";
    expect(afterPaint(plain)).toEqual({ html: plain, module: null });
  });

  it("imports a lazily loaded part's files with the route's, before the client entry, and allows the module it holds", () => {
    const view = page.replace(
      "</head>",
      '<link rel="modulepreload" href="/assets/GymView-6.js" data-lazy=""/><link rel="modulepreload" href="javascript:x" data-lazy=""/></head>',
    );
    const held = hydrateAfterPaint(view);
    expect(held).not.toContain("modulepreload");
    const module = heldModuleOf(held) ?? "";
    expect(module).toBe(
      MODULE_CODE.replace(
        '\nimport("/assets/entry',
        '\nimport "/assets/GymView-6.js";\nimport("/assets/entry',
      ),
    );
    // Only a chunk of the build's own assets is imported.
    expect(module).not.toContain("javascript:");
    expect(inlineHashes(held).scripts).toContain(sha256(module));
    expect(heldModuleOf(page)).toBeNull();
  });

  it("writes a loader the browser can parse", () => {
    expect(() => new Function(LOADER)).not.toThrow();
  });
});
