import pino from "pino";
import { describe, expect, it } from "vitest";
import { inlineHashes } from "#server/security/csp.ts";
import { HELD_MODULE_TYPE } from "./after-paint";
import { storable } from "./cache";
import { renderedPage } from "./rendered";

const log = pino({ level: "silent" });
const policy = (hashes: { scripts: string[] }) => `script-src 'self' ${hashes.scripts.join(" ")}`;
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"/></head><body><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/a.js";</script></body></html>`;

describe("a rendered page", () => {
  it("holds an HTML page's hydration until it has painted, with a policy naming its inline scripts", async () => {
    const rendered = await renderedPage(
      new Response(page, { status: 200, headers: { "content-type": "text/html", "content-length": "1" } }),
      { contentSecurityPolicy: policy, log },
    );
    expect(rendered.body).toContain(`type="${HELD_MODULE_TYPE}"`);
    expect(rendered.body).not.toContain("modulepreload");
    const headers = Object.fromEntries(rendered.headers);
    expect(headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(headers["content-length"]).toBeUndefined();
    expect(headers["content-security-policy"]).toBe(policy(inlineHashes(rendered.body)));
    expect(storable(rendered)).toBe(true);
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
