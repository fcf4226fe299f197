import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-600.css";
import "@fontsource/barlow-condensed/latin-700.css";
import "./app.css";
import barlowBold from "@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2?url";
import interRegular from "@fontsource/inter/files/inter-latin-400-normal.woff2?url";
import interSemibold from "@fontsource/inter/files/inter-latin-600-normal.woff2?url";
import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { UploadedPhotos } from "#app/components/media/Media.tsx";
import { rememberArrival } from "#app/features/attribution/arrival.ts";
import { placeLinkPreloads } from "#app/features/places/link-preloads.server.ts";
import { usePlaceLinkPreloads } from "#app/features/places/link-preloads.ts";
import { jsonLdScript, organizationJsonLd } from "#app/lib/json-ld.ts";
import { notFoundMeta } from "#app/lib/meta.ts";
import { ScrollMemory } from "#app/lib/scroll-memory.tsx";
import { markFirstRenderDone, Static } from "#app/lib/static-part.tsx";
import { type RootData, siteGyms, useNotFoundCopy } from "#app/lib/use-gyms.ts";
import { siteCompany } from "#contracts/content/company.ts";
import { gymsOf } from "#contracts/content/gyms.server.ts";
import { companyOf, notFoundCopyOf } from "#contracts/content/page-copy.server.ts";
import { photoSlotsOf } from "#contracts/content/snapshot.ts";
import type { Route } from "./+types/root";
import { Footer } from "./components/layout/Footer";
import { Navbar } from "./components/layout/Navbar";
import { NotFound } from "./components/layout/NotFound";
import { RouterErrorScreen } from "./components/layout/RouterErrorScreen";

// Every face the design uses: a face that arrives late re-lays out its text (Inter 600 in the privacy
// policy's first section shifted it by 0.044 on desktop before it was preloaded).
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interRegular, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: interSemibold, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: barlowBold, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * A route whose handle says `document: "staff"` (app/routes/staff) renders in the staff area's document;
 * `document: "editor"` (the content editor, app/routes/keystatic.tsx) in a bare one that keeps the scripts.
 */
function useDocumentKind(): "site" | "staff" | "editor" {
  const kinds = useMatches().map((match) => (match.handle as { document?: string } | undefined)?.document);
  if (kinds.includes("editor")) return "editor";
  return kinds.includes("staff") ? "staff" : "site";
}

/**
 * What every page draws from the content: the gyms it may show (footer, forms' gym choices, finder;
 * `useGyms()`), the photos the owner uploaded, by slot (decision 0019), the not-found page's words (a
 * 404 thrown by any loader is shown by the error boundary below, which has no loader of its own) and the
 * company's phone, e-mails and social links (`useCompany()`), and what a link to each place's page will load
 * (`placeLinks`, preloaded as a visitor is about to follow one).
 */
export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const [gyms, photos, notFound, company] = await Promise.all([
    gymsOf(context),
    photoSlotsOf(context),
    notFoundCopyOf(context),
    companyOf(context),
  ]);
  return {
    gyms: siteGyms(gyms),
    photos,
    notFound,
    company: siteCompany(company),
    placeLinks: placeLinkPreloads(gyms, context.moduleFiles),
  };
}

/**
 * Only an error shown by the root's boundary reaches this (a route's own meta replaces it): a thrown 404 is
 * titled as the not-found page.
 */
export const meta = ({ error, loaderData }: Route.MetaArgs) =>
  isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta(loaderData?.notFound) : [];

// The gyms change with the content, not with a navigation: the page's own loaders carry what a visit changes.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  // Loader data is missing on an error page whose loader failed: the artwork then stands in for photos.
  const rootData = useRouteLoaderData("root") as RootData | undefined;
  const photos = rootData?.photos ?? {};
  // The Organization is the same on every page, and a route's meta() replaces the root's, so it lives here.
  const organizationLd = jsonLdScript(organizationJsonLd(rootData?.company));
  const kind = useDocumentKind();
  const { pathname } = useLocation();
  // Layout renders under the page and under the error boundary alike: after its first render, static parts
  // render as any other (app/lib/static-part.tsx).
  useEffect(markFirstRenderDone, []);
  // The staff area and the content editor: the site's stylesheet and fonts, none of its chrome. Staff pages
  // carry no client script (plain forms; nothing of a session's data is serialised into the page for
  // hydration); the editor renders in the browser only (Keystatic's admin), so it keeps the scripts.
  if (kind !== "site")
    return (
      <html lang="en-GB">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <Meta />
          <Links />
        </head>
        <body className={kind === "staff" ? "min-h-screen bg-paper font-sans text-ink" : undefined}>
          {children}
          {kind === "editor" ? <Scripts /> : null}
        </body>
      </html>
    );
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c0c0d" />
        <Meta />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from our content, "<" escaped by jsonLdScript; React would entity-escape children and break the JSON. */}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationLd }} />
      </head>
      <body>
        <UploadedPhotos.Provider value={photos}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:bg-signal focus:px-4 focus:py-3 focus:font-semibold focus:text-ink"
          >
            Skip to content
          </a>
          <Navbar />
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
          {/* Links only: kept as the server rendered it (decision 0024); it names the page's gym, so a
              navigation renders it anew. */}
          <Static key={pathname}>
            <Footer />
          </Static>
        </UploadedPhotos.Provider>
        <ScrollMemory />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  usePlaceLinkPreloads(loaderData.placeLinks);
  // Marks the document once React owns it (the e2e tests wait on it before using the keyboard).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // Before any in-site navigation: where this visit landed (issue 38), kept in memory only.
    rememberArrival();
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = useNotFoundCopy();
  // Without the root's data (its loader failed) there are no words to show: the router's screen stands in.
  if (isRouteErrorResponse(error) && error.status === 404 && notFound) return <NotFound copy={notFound} />;
  return <RouterErrorScreen error={error} />;
}
