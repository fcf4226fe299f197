/**
 * Every GET and HEAD outside /api and the routes Fastify already has: the build's files (hashed assets,
 * fonts, the investor pack), sitemap.xml and robots.txt, and every page, rendered by React Router at request
 * time through the page cache (decision 0009). A page is the HTML of a document or the data of a client
 * navigation (`/faq.data`). Unknown paths answer React Router's not-found page with 404, an unknown blog
 * post the blog's own 'Blog post not found' with 404 (their routes' loaders set the status).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerBuild } from "react-router";
import type { ReactRouterMount } from "#server/forms/handler.ts";
import { labelRoute } from "#server/ops/metrics.ts";
import type { InlineHashes } from "#server/security/csp.ts";
import { type CachedPage, PageCache, type PageCacheOptions } from "./cache";
import { acceptedEncoding } from "./encoding";
import { isKeptAsset, keepAssets } from "./kept-assets";
import { FilledCopies, type FilledCopy, LandingValues, landingSlots } from "./landing-fill";
import { renderedPage, sendFresh } from "./rendered";
import { routeIdMatcher } from "./route-ids.ts";
import { isPrivatePath, robotsTxt, type SitemapEntry, sitemapXml, staticPaths } from "./sitemap";
import { normalisedPath, PAGE_QUERIES, type PageQueries, pageTarget } from "./target";

export interface PagesOptions
  extends Pick<PageCacheOptions, "contentVersion" | "validUntil" | "limits" | "now"> {
  /** The content's pages the sitemap lists (places and blog posts, server/app.ts); none by default. */
  sitemapEntries?: () => SitemapEntry[];
  /** The query parameters each page renders from (target.ts). */
  queries?: PageQueries;
  /** The places' page paths now (target.ts placePagePaths), read at each request: a new place is one entry. */
  placePages?: () => ReadonlySet<string>;
  /** ASSETS_KEEP_DIR: every build's assets, shared by the instances (kept-assets.ts). */
  keptAssetsDir?: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The cache of rendered pages (absent without a server build). */
    pages?: PageCache;
  }
}

export async function registerPages(
  app: FastifyInstance,
  options: PagesOptions & {
    /** BUILD_DIR/client; absent under `npm run dev`, where Vite serves the files before Fastify sees them. */
    clientDir?: string;
    mount: ReactRouterMount;
    /** SITE_ORIGIN, without a trailing slash: the sitemap's and robots.txt's URLs. */
    siteOrigin: string;
    contentSecurityPolicy?: (hashes: InlineHashes, path: string) => string;
  },
): Promise<PageCache> {
  const { clientDir, mount, siteOrigin } = options;
  // The route table of each build, read once for it. Production has one build; under `npm run dev` an edit
  // makes a new one, whose number is part of the cache's version, so an edited page is rendered at once.
  const tables = new WeakMap<ServerBuild, RouteTable>();
  let builds = 0;
  let table: RouteTable | undefined;
  const routeTable = async (): Promise<RouteTable> => {
    const build = await mount.build();
    let found = tables.get(build);
    if (!found) {
      found = {
        number: builds++,
        routeIds: new Set(Object.keys(build.routes)),
        routeIdOf: routeIdMatcher(build.routes),
        pagePaths: staticPaths(build.routes),
      };
      tables.set(build, found);
    }
    table = found;
    return found;
  };
  const ofContent = options.contentVersion ?? (() => "");
  const contentVersion = () =>
    table && table.number > 0 ? `${ofContent()}/build-${table.number}` : ofContent();
  // Pages' forms carry a landing field that a visitor from another site gets filled (decisions 0029, 0034).
  const cache = new PageCache({ slotsOf: landingSlots, ...options, contentVersion });
  const filledCopies = new FilledCopies();
  const landingValues = new LandingValues();
  app.decorate("pages", cache);
  // The build does not change while the server runs: its file list is read once, and no page costs a stat.
  // Vite's manifest (`.vite/`) is the server's to read, never the visitor's.
  const files = new Set(
    clientDir
      ? listFiles(clientDir).filter((file) => !/\.(br|gz)$/.test(file) && !file.startsWith(".vite/"))
      : [],
  );
  const queries = options.queries ?? PAGE_QUERIES;
  const sitemapEntries = options.sitemapEntries ?? (() => []);
  let sitemap = { version: "", xml: "" };
  const keptAssetsDir = clientDir ? options.keptAssetsDir : undefined;
  if (clientDir && keptAssetsDir) {
    const kept = await keepAssets(clientDir, keptAssetsDir);
    app.log.info({ ...kept, dir: keptAssetsDir }, "assets kept for the other builds");
  }

  if (clientDir)
    await app.register(fastifyStatic, {
      root: clientDir,
      serve: false,
      preCompressed: true,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header("cache-control", "public, max-age=31536000, immutable");
        else res.header("cache-control", "public, max-age=3600");
      },
    });

  const render = (request: FastifyRequest, url: string) => async () =>
    renderedPage(await mount.respond(request, { url }), {
      contentSecurityPolicy: options.contentSecurityPolicy,
      log: request.log,
    });

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    async handler(request, reply) {
      const queryStart = request.url.indexOf("?");
      const relative = normalisedPath(queryStart === -1 ? request.url : request.url.slice(0, queryStart));
      const { routeIds, pagePaths, routeIdOf } = await routeTable();
      if (relative === "robots.txt") return sendText(reply, "text/plain", robotsTxt(siteOrigin));
      if (relative === "sitemap.xml") {
        const version = contentVersion();
        if (sitemap.version !== version || sitemap.xml === "") {
          const entries = [...pagePaths.map((page) => ({ path: page })), ...sitemapEntries()];
          sitemap = { version, xml: sitemapXml(siteOrigin, entries) };
        }
        return sendText(reply, "application/xml", sitemap.xml);
      }
      // React Router's lazy route discovery (react-router.config.ts): the routes of the paths asked, with the
      // query as sent, answered as React Router answers it (cacheable for good, its URL names the build's
      // version; a 204 asking the browser to reload for another build's version). Never a page.
      if (relative === ROUTE_MANIFEST) {
        labelRoute(request, "(route manifest)");
        return sendAsIs(reply, await mount.respond(request, { url: request.url }));
      }
      if (relative !== null && files.has(relative)) {
        labelRoute(request, "(file)");
        return reply.sendFile(relative);
      }
      // Another build's script or style (a rolling deploy): from the folder every build copies its own into.
      if (keptAssetsDir && relative?.startsWith("assets/") && (await isKeptAsset(keptAssetsDir, relative)))
        return reply.sendFile(relative, keptAssetsDir);

      const target =
        pageTarget(relative === null ? "/404" : request.url, {
          queries,
          routeIds,
          placePages: options.placePages?.(),
        }) ?? pageTarget("/404", { queries, routeIds });
      if (!target) throw new Error("the not-found page has no target");
      labelRoute(request, routeIdOf(target.path) ?? "(page)");
      if (target.key === null) {
        // The staff area renders with the visitor's own request (its session); a personal query without it.
        const response = isPrivatePath(target.path)
          ? await mount.respond(request)
          : await mount.respond(request, { url: target.url });
        const page = await renderedPage(response, {
          contentSecurityPolicy: options.contentSecurityPolicy,
          log: request.log,
          path: target.path,
        });
        if (request.method === "HEAD") page.body = "";
        return sendFresh(request, reply, page, target.path);
      }
      const outcome = await cache.serve(target.key, target.variant, render(request, target.url));
      if (outcome.kind === "fresh") {
        if (request.method === "HEAD") outcome.page.body = "";
        return sendFresh(request, reply, outcome.page, target.path);
      }
      const { slots } = outcome.page;
      const value =
        slots && !target.data
          ? landingValues.of(request.url, request.headers.referer, [
              siteOrigin,
              `${request.protocol}://${request.host}`,
            ])
          : null;
      if (!slots || !value) return sendCached(request, reply, outcome.page);
      const copy = await filledCopies.copy({ ...outcome.page, slots }, value);
      return sendCached(request, reply, outcome.page, copy);
    },
  });
  return cache;
}

/** Where React Router's client asks for the routes of the paths it discovers (its default `manifestPath`). */
const ROUTE_MANIFEST = "__manifest";

/** React Router's answer with its status, headers and body as they are (not a page: no script, no policy). */
async function sendAsIs(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  for (const [name, value] of response.headers)
    if (name !== "content-length" && name !== "transfer-encoding") reply.header(name, value);
  return reply.send(response.status === 204 ? undefined : await response.text());
}

/** What the pages read of a build's route table, and the build's number (0: the first this server saw). */
interface RouteTable {
  number: number;
  routeIds: ReadonlySet<string>;
  /** The React Router route a path matches (the request's /metrics label). */
  routeIdOf: (path: string) => string | null;
  pagePaths: string[];
}

/**
 * A cached page, or its copy for visitors from one other site (decision 0034): the same headers, the same
 * brotli and gzip encodings, stored by any cache. The copy says `Vary: Referer` and has its own validator,
 * so a cache holding the shared copy that asks again for a visitor from that site gets a 200, never a 304.
 */
function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  copy?: FilledCopy,
): FastifyReply {
  for (const [name, value] of page.headers) reply.header(name, value);
  const bodies = copy ?? page;
  // Pages change with their content: the browser asks again each time, and a 304 costs it nothing.
  reply.header("cache-control", "no-cache");
  reply.header("vary", copy ? "Accept-Encoding, Referer" : "Accept-Encoding");
  reply.header("etag", bodies.etag);
  if (page.status === 200 && etagMatches(request.headers["if-none-match"], bodies.etag))
    return reply.code(304).send();
  const encoding = acceptedEncoding(request);
  const body = encoding === "br" ? bodies.br : encoding === "gzip" ? bodies.gzip : bodies.identity;
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  reply.code(page.status).header("content-length", body.length);
  return request.method === "HEAD" ? reply.send() : reply.send(body);
}

/** If-None-Match against a weak ETag: weak comparison, any of a list, or `*`. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === bare;
  });
}

function sendText(reply: FastifyReply, type: string, text: string): FastifyReply {
  return reply
    .code(200)
    .type(`${type}; charset=utf-8`)
    .header("cache-control", "public, max-age=3600")
    .send(text);
}

/** Every file under the directory, as a path relative to it with forward slashes. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}
