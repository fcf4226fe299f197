import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { type FormHandlerOptions, type RenderPage, registerFormHandler } from "./forms/handler";
import { type InlineHashes, inlineHashes } from "./security/csp";

/**
 * Serves the prerendered site from build/client: precompressed brotli/gzip, immutable caching for hashed
 * assets, no-cache for HTML, /path and /path/ alike, and the not-found page with HTTP 404 for anything else.
 */
export async function registerSite(
  app: FastifyInstance,
  buildDir: string,
  options: {
    /** The Content-Security-Policy for a page, given the hashes of its inline scripts. */
    contentSecurityPolicy?: (hashes: InlineHashes) => string;
    /** Native form posts and finder queries, rendered on the server (decision 0006); off without it. */
    forms?: Omit<FormHandlerOptions, "buildDir" | "contentSecurityPolicy">;
  } = {},
): Promise<void> {
  if (!existsSync(path.join(buildDir, "index.html"))) {
    app.log.warn({ buildDir }, "no production build found: only the API is served");
    return;
  }
  const notFoundFile = "404/index.html";
  const renderPage: RenderPage | null = options.forms
    ? await registerFormHandler(app, {
        ...options.forms,
        buildDir,
        contentSecurityPolicy: options.contentSecurityPolicy,
      })
    : null;
  const blogNotFoundFile = "blog/not-found/index.html";

  await app.register(fastifyStatic, {
    root: buildDir,
    serve: false,
    preCompressed: true,
    index: false,
    setHeaders(res, filePath) {
      if (/\.html(\.br|\.gz)?$/.test(filePath)) res.header("cache-control", "no-cache");
      else if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header("cache-control", "public, max-age=31536000, immutable");
      else res.header("cache-control", "public, max-age=3600");
    },
  });

  // Built pages do not change while the server runs: each page's policy is computed once.
  const policies = new Map<string, string>();
  const policyFor = (file: string): string | undefined => {
    if (!options.contentSecurityPolicy) return undefined;
    let policy = policies.get(file);
    if (policy === undefined) {
      policy = options.contentSecurityPolicy(inlineHashes(readFileSync(path.join(buildDir, file), "utf8")));
      policies.set(file, policy);
    }
    return policy;
  };
  const sendPage = (reply: FastifyReply, file: string, status = 200) => {
    const policy = policyFor(file);
    if (policy) reply.header("content-security-policy", policy);
    return reply.code(status).type("text/html; charset=utf-8").sendFile(file);
  };

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler(request, reply) {
      const url = request.url.split("?")[0] ?? "/";
      let pathname: string;
      try {
        pathname = decodeURIComponent(url);
      } catch {
        return sendPage(reply, notFoundFile, 404);
      }
      const normalised = path.posix.normalize(pathname);
      if (normalised.includes("\0") || normalised.startsWith("/.."))
        return sendPage(reply, notFoundFile, 404);
      const relative = normalised.replace(/^\/+/, "").replace(/\/+$/, "");

      // The gym finder without JavaScript: its GET form asks the server to look the postcode up.
      if (
        renderPage &&
        relative === "locations" &&
        new URLSearchParams(request.url.split("?")[1]).has("postcode")
      )
        return renderPage(request, reply);

      // A page: its prerendered index.html, with or without the trailing slash.
      const pageFile = relative === "" ? "index.html" : `${relative}/index.html`;
      if (isFile(buildDir, pageFile) && !relative.startsWith("404")) return sendPage(reply, pageFile);
      // A file: assets, fonts, the investor pack, robots.txt...
      if (relative !== "" && !relative.endsWith(".html") && isFile(buildDir, relative))
        return reply.sendFile(relative);
      // An unknown post still renders the blog's own 'Blog post not found' (what the client shows too).
      if (/^blog\/[^/]+$/.test(relative) && isFile(buildDir, blogNotFoundFile))
        return sendPage(reply, blogNotFoundFile, 404);
      return sendPage(reply, notFoundFile, 404);
    },
  });
}

function isFile(root: string, relative: string): boolean {
  try {
    return statSync(path.join(root, relative)).isFile();
  } catch {
    return false;
  }
}

export function readBuildInfo(buildDir: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(path.join(buildDir, "build-info.json"), "utf8")) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
}
