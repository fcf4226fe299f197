/**
 * React Router's request handler (the build's server bundle) mounted in Fastify. It answers native form
 * posts (decision 0006): the route's action builds the SPEC §7 body and calls the submission service through
 * the load context, the same service, rate limits and honeypot as the JSON API. It also renders every GET
 * page, through the page cache (server/pages/serve.ts, decision 0009), with `respond`, and the staff area
 * (server/staff/routes.ts, decision 0012), whose session and queries it passes in the load context. The
 * build is BUILD_DIR's, or under `npm run dev` Vite's at each request (decision 0032): one mount for both.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import type { FormsLoadContext } from "#contracts/forms/load-context.ts";
import { routeSegmentsOf } from "#contracts/places.ts";
import { type ModuleFiles, readModuleFiles } from "#server/pages/module-files.ts";
import {
  isDownload,
  type RenderPage,
  renderedPage,
  sendDownload,
  sendFresh,
} from "#server/pages/rendered.ts";
import type { InlineHashes } from "#server/security/csp.ts";
import { memoryCounter } from "#server/security/rate-limit.ts";
import { sameOriginGuard } from "#server/security/same-origin.ts";
import { clientInfo } from "#server/submissions/client.ts";

/**
 * Where React Router's server build comes from. Production: BUILD_DIR's bundle, imported once (it does not
 * change while the server runs). `npm run dev` (server/dev/): Vite's, asked for at each request, so an edit
 * is served at once through this same mount and load context.
 */
export type BuildSource =
  | {
      /** build/client: the server bundle sits beside it, in build/server. */
      buildDir: string;
    }
  | { load: () => Promise<ServerBuild> };

export interface FormHandlerOptions {
  build: BuildSource;
  ipHashSalt: string;
  /** SITE_ORIGIN: a post whose Origin names it (or this request's own host) is same-site. */
  siteOrigin: string;
  postcodesApiUrl: string;
  /** Postcode lookups one client (address, IPv6 /64) may make through the no-JavaScript finder a minute. */
  finderLookupsPerMinute?: number;
  contentSecurityPolicy?: (hashes: InlineHashes, path: string) => string;
}

/**
 * React Router's answer to a request. `shared` renders a GET of `url` for anyone who asks (a page cache's
 * fill): none of this visitor's headers (cookies, credentials, conditions) reaches the render.
 */
export type Respond = (request: FastifyRequest, shared?: { url: string }) => Promise<Response>;

export interface ReactRouterMount {
  /** The server build now: always the same in production, Vite's latest under `npm run dev`. */
  build: () => Promise<ServerBuild>;
  respond: Respond;
  render: RenderPage;
}

/** A person searching a few postcodes stays well under it; a script walking the postcode list does not. */
export const FINDER_LOOKUPS_PER_MINUTE = 10;

const HOP_BY_HOP = new Set(["connection", "content-length", "transfer-encoding", "keep-alive", "host"]);

export async function registerFormHandler(
  app: FastifyInstance,
  options: FormHandlerOptions,
): Promise<ReactRouterMount | null> {
  const source = options.build;
  let build: () => Promise<ServerBuild>;
  // The chunks a lazily loaded part of a page needs, for its page to preload (none under `npm run dev`).
  let moduleFiles: ModuleFiles | undefined;
  if ("buildDir" in source) {
    const serverBuild = path.resolve(source.buildDir, "..", "server", "index.js");
    if (!existsSync(serverBuild)) {
      app.log.warn({ serverBuild }, "no production build found: only the API is served");
      return null;
    }
    const imported = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
    moduleFiles = readModuleFiles(source.buildDir);
    build = async () => imported;
  } else build = source.load;
  // React Router's handler and the route table's first segments, made once per build (production: once).
  // Places (content) answer through the build's dynamic routes.
  const mode = "buildDir" in source ? "production" : "development";
  const derived = new WeakMap<ServerBuild, { handle: RequestHandler; routeSegments: readonly string[] }>();
  const derive = (current: ServerBuild) => {
    let found = derived.get(current);
    if (!found) {
      found = { handle: createRequestHandler(current, mode), routeSegments: routeSegmentsOf(current.routes) };
      derived.set(current, found);
    }
    return found;
  };
  // Each finder query without JavaScript is an outbound request we make: counted per client, in this
  // instance's memory (bounded), keyed by the address's salted hash.
  const finderLookups = memoryCounter();
  const finderLimit = options.finderLookupsPerMinute ?? FINDER_LOOKUPS_PER_MINUTE;

  const respond: Respond = async (request, shared) => {
    const url = new URL(shared?.url ?? request.url, `${request.protocol}://${request.host}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(shared ? {} : request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      // Every post reaching here has been judged by sameOriginGuard (the site's own origin or Sec-Fetch-Site).
      // React Router's own check compares the Origin with this request's host, and would refuse both the
      // opaque `Origin: null` our no-referrer pages post with and SITE_ORIGIN behind a proxy.
      if (name === "origin") continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    }
    const forms: FormsLoadContext = {
      submit: async (kind, body, landing) => {
        try {
          return await app.submissions.submit(kind, body, clientInfo(request, options.ipHashSalt, landing));
        } catch (error) {
          // The page shows deviation 2's notice; the cause is logged here, where the logger redacts.
          request.log.error({ err: error, kind }, "form post: the submission could not be stored");
          throw error;
        }
      },
      postcodesApiUrl: options.postcodesApiUrl,
      mayLookUpPostcode: async () => {
        const { ipHash } = clientInfo(request, options.ipHashSalt);
        const hits = await finderLookups.hit(`finder:${ipHash}`, 60_000);
        return hits !== null && hits <= finderLimit;
      },
    };
    const method = shared ? "GET" : request.method;
    const { handle, routeSegments } = derive(await build());
    return handle(
      new Request(url, {
        method,
        headers,
        body: method === "POST" ? String(request.body ?? "") : undefined,
      }),
      // The staff area's session and queries; a shared render (a page cache's fill) carries no one's session.
      {
        forms,
        tours: app.tours(clientInfo(request, options.ipHashSalt)),
        places: app.places,
        staff: shared ? undefined : app.staffArea?.(request),
        content: app.content,
        routeSegments,
        moduleFiles,
        reportError: (error) => request.log.error({ err: error }, "page: a loader or action failed"),
      },
    );
  };

  // A page answering one visitor's post carries their values: never cached, anywhere.
  const render: RenderPage = async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const response = await respond(request);
    if (isDownload(response)) return sendDownload(reply, response);
    return sendFresh(
      request,
      reply,
      await renderedPage(response, {
        contentSecurityPolicy: options.contentSecurityPolicy,
        log: request.log,
        path,
      }),
      path,
    );
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
      {
        onRequest: [
          sameOriginGuard({
            siteOrigin: options.siteOrigin,
            rule: "public-form",
            refusal: "This form can only be sent from our own pages.",
          }),
          app.formRateLimit,
        ],
      },
      (request, reply) => render(request, reply),
    );
  });
  return { build, respond, render };
}
