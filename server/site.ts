import type { FastifyInstance } from "fastify";
import { type BuildSource, type FormHandlerOptions, registerFormHandler } from "./forms/handler";
import { type PagesOptions, registerPages } from "./pages/serve";
import type { InlineHashes } from "./security/csp";
import { registerStaffRoutes } from "./staff/routes";

/**
 * The site: React Router's request handler mounted for native form posts (decision 0006) and every page
 * rendered at request time through the page cache (decision 0009), with the build's files from
 * BUILD_DIR/client. Without a build only the API is served. Under `npm run dev` the build is Vite's
 * (server/dev/, decision 0032): the same mount, load context and cache, and Vite serves the files.
 */
export async function registerSite(
  app: FastifyInstance,
  build: BuildSource,
  options: {
    /** The Content-Security-Policy for a page, given the hashes of its inline scripts. */
    contentSecurityPolicy?: (hashes: InlineHashes, path: string) => string;
    forms: Omit<FormHandlerOptions, "build" | "contentSecurityPolicy">;
    /** Content version, offer boundaries, sitemap posts and cache limits of the page cache. */
    pages?: PagesOptions;
  },
): Promise<void> {
  const mount = await registerFormHandler(app, {
    ...options.forms,
    build,
    contentSecurityPolicy: options.contentSecurityPolicy,
  });
  // Without a build (it has said so) only the API is served.
  if (!mount) return;
  // The staff area's own routes render through the same handler; registered here so the form handler and
  // the staff routes do not import each other.
  if (app.staffArea)
    await registerStaffRoutes(app, { siteOrigin: options.forms.siteOrigin, render: mount.render });
  await registerPages(app, {
    ...options.pages,
    ...("buildDir" in build ? { clientDir: build.buildDir } : {}),
    mount,
    siteOrigin: options.forms.siteOrigin.replace(/\/+$/, ""),
    contentSecurityPolicy: options.contentSecurityPolicy,
  });
}
