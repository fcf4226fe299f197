/**
 * Cross-site request forgery: a POST is accepted only from this site's own pages. One guard, with two
 * stated rules for the one case they differ on, a request that names no origin at all:
 * - "public-form": the site's pages send no Referer (no-referrer), so browsers post their forms with the
 *   opaque `Origin: null`; Sec-Fetch-Site decides when it is sent. A request with neither header comes from
 *   no browser (a script posting a lead as it could to the JSON API) and is let through.
 * - "staff": every state change must prove its origin. The staff pages send `Referrer-Policy: same-origin`,
 *   so browsers post them with their real Origin; a request with no Origin, or `null` (the sign-in link's
 *   page sends no Referer), needs `Sec-Fetch-Site: same-origin`, and one with neither header is refused.
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";

export type SameOriginRule = "public-form" | "staff";

export interface SameOriginOptions {
  /** SITE_ORIGIN: a post whose Origin names it (or this request's own host) is same-origin. */
  siteOrigin: string;
  rule: SameOriginRule;
  /** What the refused request is told (403). */
  refusal: string;
}

/** Whether a request's headers show it was sent from this site's own pages, under the rule. */
export function isSameOrigin(request: FastifyRequest, siteOrigin: string, rule: SameOriginRule): boolean {
  const allowed = siteOrigin.replace(/\/+$/, "");
  const fetchSite = request.headers["sec-fetch-site"];
  const origin = request.headers.origin;
  const ownOrigin = `${request.protocol}://${request.host}`;
  const named = origin !== undefined && origin !== "null";
  if (rule === "public-form") {
    if (fetchSite !== undefined) return fetchSite === "same-origin";
    return origin === undefined || origin === allowed || origin === ownOrigin;
  }
  if (fetchSite !== undefined && fetchSite !== "same-origin") return false;
  if (named) return origin === allowed || origin === ownOrigin;
  // No Origin, or the opaque one: only the browser's own word that the post is same-origin will do.
  return fetchSite === "same-origin";
}

export function sameOriginGuard(options: SameOriginOptions): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== "POST") return;
    if (isSameOrigin(request, options.siteOrigin, options.rule)) return;
    request.log.warn(
      { fetchSite: request.headers["sec-fetch-site"], origin: request.headers.origin, rule: options.rule },
      "post from another site refused",
    );
    return reply.code(403).type("text/plain; charset=utf-8").send(options.refusal);
  };
}
