/**
 * React Router's answer made ready to send: an HTML page held until it has painted (after-paint.ts), with
 * the Content-Security-Policy that names the inline scripts the site wrote into it, and no others (those
 * React Router marked with the render's nonce, and the after-paint loader). Both the page cache and the
 * answers rendered for one request alone (a form post, a personal query, the staff area) go through here.
 */
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { SCRIPT_MARK_HEADER } from "#contracts/script-mark.ts";
import { type InlineHashes, markedInlineScripts, scriptHashes } from "#server/security/csp.ts";
import { afterPaint, LOADER } from "./after-paint";
import type { RenderedPage } from "./cache";
import { acceptedEncoding, BROTLI_QUICK, brotliAt, gzip } from "./encoding";
import { isPrivatePath } from "./sitemap";

/** Renders a request through React Router and sends it, never cached: a form post's answer, a finder query. */
export type RenderPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Hop-by-hop and per-encoding headers: Fastify sets its own. The render's script mark is for us alone. */
const NOT_COPIED = new Set([
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  SCRIPT_MARK_HEADER,
]);

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
    // Read before anything else touches the page: the scripts the render marked as its own.
    const own = markedInlineScripts(body, response.headers.get(SCRIPT_MARK_HEADER));
    body = own.html;
    try {
      const { html, module } = afterPaint(body);
      // The loader it adds is ours, and inserts a copy of the held module: one of the marked scripts, with
      // the imports of a lazily loaded part added, which is allowed only if the render marked it.
      if (module) {
        own.scripts.push(LOADER);
        const at = own.scripts.indexOf(module.rendered);
        if (at !== -1) own.scripts[at] = module.held;
      }
      body = html;
    } catch (error) {
      // A page in a shape the transform does not know still goes out, hydrating as soon as it can.
      options.log.error({ err: error, status: response.status }, "page: hydration could not be held");
    }
    setHeader(headers, "content-type", "text/html; charset=utf-8");
    if (options.contentSecurityPolicy)
      setHeader(
        headers,
        "content-security-policy",
        options.contentSecurityPolicy(scriptHashes(own.scripts), options.path ?? ""),
      );
  }
  return { status: response.status, headers, body };
}

function setHeader(headers: [string, string][], name: string, value: string): void {
  const index = headers.findIndex(([n]) => n === name);
  if (index === -1) headers.push([name, value]);
  else headers[index] = [name, value];
}

/** Whether React Router's answer is a file to download (the staff area's CSV export), sent as it streams. */
export function isDownload(response: Response): boolean {
  return (
    response.body !== null && (response.headers.get("content-disposition") ?? "").startsWith("attachment")
  );
}

/**
 * Sends a download as its body streams (issue 46: a 200,000-row export starts at once and is never held
 * whole), uncompressed like every staff answer, and never cached.
 */
export function sendDownload(reply: FastifyReply, response: Response): FastifyReply {
  reply.code(response.status);
  for (const [name, value] of response.headers) if (!NOT_COPIED.has(name)) reply.header(name, value);
  reply.header("cache-control", "no-store");
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
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
