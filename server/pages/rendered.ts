/**
 * React Router's answer made ready to send: an HTML page held until it has painted (after-paint.ts), with
 * the Content-Security-Policy that names its own inline scripts. Both the page cache and the answers
 * rendered for one request alone (a form post, a personal query, the staff area) go through here.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { type InlineHashes, inlineHashes } from "#server/security/csp.ts";
import { afterPaint } from "./after-paint";
import type { RenderedPage } from "./cache";
import { acceptedEncoding, BROTLI_QUICK, brotliAt, gzip } from "./encoding";
import { isPrivatePath } from "./sitemap";

/** Hop-by-hop and per-encoding headers: Fastify sets its own. */
const NOT_COPIED = new Set(["content-length", "transfer-encoding", "connection", "keep-alive"]);

export async function renderedPage(
  response: Response,
  options: {
    contentSecurityPolicy?: (hashes: InlineHashes, path: string) => string;
    log: FastifyBaseLogger;
    /** The page's path, which the policy may depend on (the content editor's). */
    path?: string;
  },
): Promise<RenderedPage> {
  let body = await response.text();
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) if (!NOT_COPIED.has(name)) headers.push([name, value]);
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("text/html")) {
    try {
      body = afterPaint(body);
    } catch (error) {
      // A page in a shape the transform does not know still goes out, hydrating as soon as it can.
      options.log.error({ err: error, status: response.status }, "page: hydration could not be held");
    }
    setHeader(headers, "content-type", "text/html; charset=utf-8");
    if (options.contentSecurityPolicy)
      setHeader(
        headers,
        "content-security-policy",
        options.contentSecurityPolicy(inlineHashes(body), options.path ?? ""),
      );
  }
  return { status: response.status, headers, body };
}

function setHeader(headers: [string, string][], name: string, value: string): void {
  const index = headers.findIndex(([n]) => n === name);
  if (index === -1) headers.push([name, value]);
  else headers[index] = [name, value];
}

/** Sends a page rendered for this request alone, which no cache may keep (it may carry the visitor's data). */
/**
 * Compressed as the browser accepts (a tour page's slots are 180 KB of HTML), except the staff area's: its
 * pages hold a CSRF token beside text an attacker may choose, which compression would let them read (BREACH).
 */
export async function sendFresh(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  path: string,
): Promise<FastifyReply> {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header("cache-control", "no-store");
  const encoding = isPrivatePath(path) || page.body === "" ? "identity" : acceptedEncoding(request);
  if (encoding === "identity") return reply.send(page.body);
  const identity = Buffer.from(page.body, "utf8");
  const body = encoding === "br" ? await brotliAt(identity, BROTLI_QUICK) : await gzip(identity);
  reply.header("vary", "Accept-Encoding");
  reply.header("content-encoding", encoding);
  return reply.send(body);
}
