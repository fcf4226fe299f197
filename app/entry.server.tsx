import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { SCRIPT_MARK_HEADER } from "#contracts/script-mark.ts";

export const streamTimeout = 10_000;

/**
 * A loader's or action's failure goes to the server's logger (whose serializers scrub a query's values out
 * of the message), never to stderr as it is. A 4xx React Router answers itself (405 for a post to a page
 * with no action, 404) is the visitor's mistake, not the server's: nothing is logged.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (context.reportError) context.reportError(error);
  else console.error(error);
};

/**
 * Renders every page on the server at request time (the server caches the finished page, decision 0009),
 * and the answer to a native form post (decision 0006). It always waits for every Suspense boundary, so
 * each page's HTML is complete, with no streaming scripts. Every inline script React Router or React writes
 * carries this render's mark (a random nonce), by which the server knows them as the site's own and allows
 * only those in the page's Content-Security-Policy (contracts/script-mark.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const mark = randomBytes(18).toString("base64url");
  return new Promise<Response>((resolve, reject) => {
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={mark} />,
      {
        nonce: mark,
        // React moves a large finished boundary out of line, behind an inline script that reveals it: a
        // visit without JavaScript would never see it (the deferred widgets). Every boundary stays in place.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          responseHeaders.set(SCRIPT_MARK_HEADER, mark);
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
