/**
 * Native form posts and the gym finder's no-JavaScript query, rendered on the server (decision 0006).
 * React Router's request handler (the build's server bundle) runs the route's action or loader and renders
 * the page; the action builds the SPEC §7 body and calls the submission service through the load context,
 * the same service, rate limits and honeypot as the JSON API. GET pages stay prerendered files (site.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { FormsLoadContext } from "#contracts/forms.ts";
import { type InlineHashes, inlineHashes } from "#server/security/csp.ts";
import { clientInfo } from "#server/submissions/client.ts";

export interface FormHandlerOptions {
  /** build/client: the server bundle sits beside it, in build/server. */
  buildDir: string;
  ipHashSalt: string;
  /** SITE_ORIGIN: a post whose Origin names it (or this request's own host) is same-site. */
  siteOrigin: string;
  postcodesApiUrl: string;
  contentSecurityPolicy?: (hashes: InlineHashes) => string;
}

/** Renders a request through React Router: the page of a form post, or a finder query. */
export type RenderPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

const HOP_BY_HOP = new Set(["connection", "content-length", "transfer-encoding", "keep-alive", "host"]);

/**
 * Cross-site request forgery: a form on another site must not post a lead in a visitor's name. Browsers send
 * Sec-Fetch-Site (or at least Origin) with every POST; a request with neither comes from no browser. Under our
 * no-referrer policy the Origin of a post is the opaque "null", so Sec-Fetch-Site decides where it is sent;
 * a "null" Origin alone is refused.
 */
export function sameSiteGuard(siteOrigin: string): onRequestAsyncHookHandler {
  const allowed = siteOrigin.replace(/\/+$/, "");
  return async (request, reply) => {
    const fetchSite = request.headers["sec-fetch-site"];
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    const refused =
      fetchSite !== undefined
        ? fetchSite !== "same-origin"
        : origin !== undefined && origin !== allowed && origin !== ownOrigin;
    if (refused) {
      request.log.warn({ fetchSite, origin }, "form post from another site refused");
      return reply
        .code(403)
        .type("text/plain; charset=utf-8")
        .send("This form can only be sent from our own pages.");
    }
  };
}

export async function registerFormHandler(
  app: FastifyInstance,
  options: FormHandlerOptions,
): Promise<RenderPage | null> {
  const serverBuild = path.resolve(options.buildDir, "..", "server", "index.js");
  if (!existsSync(serverBuild)) {
    app.log.warn({ serverBuild }, "no server build: native form posts are not handled");
    return null;
  }
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");

  const render: RenderPage = async (request, reply) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      // Our pages' Referrer-Policy is no-referrer, under which browsers send `Origin: null` with every form
      // post. sameSiteGuard has already judged the post by Sec-Fetch-Site; React Router's own origin check
      // would refuse the opaque origin, so it is not passed on.
      if (name === "origin" && value === "null") continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    }
    const forms: FormsLoadContext = {
      submit: async (kind, body) => {
        try {
          return await app.submissions.submit(kind, body, clientInfo(request, options.ipHashSalt));
        } catch (error) {
          // The page shows deviation 2's notice; the cause is logged here, where the logger redacts.
          request.log.error({ err: error, kind }, "form post: the submission could not be stored");
          throw error;
        }
      },
      postcodesApiUrl: options.postcodesApiUrl,
    };
    const response = await handle(
      new Request(url, {
        method: request.method,
        headers,
        body: request.method === "POST" ? String(request.body ?? "") : undefined,
      }),
      { forms },
    );

    reply.code(response.status);
    for (const [name, value] of response.headers) if (name !== "content-length") reply.header(name, value);
    // A page answering one visitor's post carries their values: never cached, anywhere.
    reply.header("cache-control", "no-store");
    const text = await response.text();
    if ((response.headers.get("content-type") ?? "").includes("text/html") && options.contentSecurityPolicy)
      reply.header("content-security-policy", options.contentSecurityPolicy(inlineHashes(text)));
    return reply.send(text);
  };

  await app.register(async (scope) => {
    // An HTML form's own encoding; the action reads it with request.formData().
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 429)
        return reply
          .code(429)
          .type("text/plain; charset=utf-8")
          .send("Too many forms sent from your connection just now. Please try again in a minute.");
      if (status >= 500) request.log.error({ err: error }, "form post failed");
      return reply
        .code(status)
        .type("text/plain; charset=utf-8")
        .send(status >= 500 ? "Sorry, something went wrong." : "This form could not be read.");
    });
    // Any page may hold a form; the route's action decides (a page without one answers 405).
    scope.post(
      "/*",
      { onRequest: [sameSiteGuard(options.siteOrigin), app.formRateLimit] },
      (request, reply) => render(request, reply),
    );
  });
  return render;
}
