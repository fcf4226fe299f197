/**
 * `npm run dev` (decision 0032): the production app (buildApp) in one process, with React Router's server
 * build taken from Vite at each request. Pages, native form posts and the staff area go through the same
 * mount, load context and page cache as in production (server/site.ts); an edit under app/ makes a new build,
 * served at once. Vite, in middleware mode, answers only its own requests (viteRequest below) and its HMR
 * websocket, on the same HTTP server, before Fastify sees them: no second port, no proxy.
 */
import { statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { createServer, type InlineConfig, type ViteDevServer } from "vite";
import { type AppDeps, buildApp } from "#server/app.ts";

/** React Router's Vite plugin serves the server build under this id (what its own dev server loads). */
const SERVER_BUILD = "virtual:react-router/server-build";

export interface DevApp {
  app: FastifyInstance;
  vite: ViteDevServer;
}

/** The dev composition, not listening yet; closing the app closes Vite too. */
export async function buildDevApp(
  deps: Omit<AppDeps, "dev" | "serveSite">,
  /** Tests keep Vite's dependency cache out of node_modules/.vite and its log quiet. */
  options: { root?: string; vite?: Pick<InlineConfig, "cacheDir" | "logLevel"> } = {},
): Promise<DevApp> {
  const root = path.resolve(options.root ?? ".");
  // Made here rather than by Fastify so that Vite's HMR websocket can be attached to it before the app exists.
  const server = http.createServer();
  const vite = await createServer({
    ...options.vite,
    root,
    server: { middlewareMode: true, ws: { server } },
    appType: "custom",
  });
  const isViteRequest = viteRequest(root, vite.config.publicDir);
  try {
    const app = await buildApp({
      ...deps,
      dev: {
        build: async () => {
          try {
            // ssrLoadModule types a module as a record of anything; this one is React Router's server build.
            return (await vite.ssrLoadModule(SERVER_BUILD)) as unknown as ServerBuild;
          } catch (error) {
            if (error instanceof Error) vite.ssrFixStacktrace(error);
            throw error;
          }
        },
        serverFactory: (handler) => {
          server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
            if (!isViteRequest(request)) return handler(request, response);
            vite.middlewares(request, response, (error?: unknown) => {
              // Not Vite's after all (a file it does not serve): the site answers, as for any unknown path.
              if (!error) return handler(request, response);
              vite.config.logger.error(`vite: ${request.url}: ${String(error)}`);
              response.statusCode = 500;
              response.end(String(error));
            });
          });
          return server;
        },
        csp: devDirectives,
      },
    });
    // Before the server closes: a browser's open HMR websocket would otherwise hold the close until the tab goes.
    app.addHook("preClose", async () => vite.close());
    return { app, vite };
  } catch (error) {
    await vite.close();
    throw error;
  }
}

/**
 * Vite's own requests: its client and internal ids (/@vite/client, /@id/..., /@fs/..., /@react-refresh),
 * pre-bundled and package files (/node_modules/...), source modules and their CSS (any file under the root,
 * as Vite's own dev server serves them: /app/root.tsx, /contracts/...), public/ files, and its HMR ping.
 * Everything else (pages, their .data, /api, /staff, sitemap.xml) is the site's, answered by Fastify.
 */
export function viteRequest(root: string, publicDir: string): (request: http.IncomingMessage) => boolean {
  return (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (request.headers.accept === "text/x-vite-ping") return true;
    const url = request.url ?? "/";
    if (url.startsWith("/@") || url.startsWith("/node_modules/") || url.startsWith("/__open-in-editor"))
      return true;
    const pathname = url.split(/[?#]/, 1)[0] ?? "/";
    // A page's path has no extension (its data request's, .data, names no file): no stat for a page.
    if (path.extname(pathname) === "") return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    return (publicDir !== "" && isFileUnder(publicDir, decoded)) || isFileUnder(root, decoded);
  };
}

function isFileUnder(dir: string, relative: string): boolean {
  const file = path.join(dir, relative);
  if (!file.startsWith(`${dir}${path.sep}`)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Vite's client opens its HMR websocket to the page's own host; older browsers do not count ws: as 'self'. */
export function devDirectives(directives: Record<string, string[]>): Record<string, string[]> {
  return { ...directives, "connect-src": [...(directives["connect-src"] ?? []), "ws:", "wss:"] };
}
