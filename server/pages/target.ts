/**
 * What a GET for a page asks React Router to render, and under which cache key (decision 0009). The key is
 * the normalised path (with or without a trailing slash, `/a/../faq` as `/faq`), whether it is a client
 * navigation's data request, and only the query parameters the page renders from. Every other parameter
 * (utm_source, gclid...) is dropped before the render, so it can neither split the cache nor change the
 * page. A page that renders from a parameter not listed here would differ between the server and the
 * browser: list it.
 */
import { type PlaceRef, placeSegments, SIGN_UP_SUFFIX } from "#contracts/places.ts";
import { isPrivatePath } from "./sitemap";

/** `public`: a value shared by many visitors, part of the key. `personal`: the page renders for that request alone. */
export type QueryUse = "public" | "personal";

/** For each page path (lower-case), the query parameters it renders from. */
export type PageQueries = Readonly<Record<string, Readonly<Record<string, QueryUse>>>>;

export const PAGE_QUERIES: PageQueries = {
  // The gym finder without JavaScript: a visitor's postcode, unbounded and personal.
  "/locations": { postcode: "personal", map: "public" },
  // The blog's category filter and the contacts page's gym choice, as links and GET forms.
  "/blog": { category: "public" },
  "/contacts": { gym: "public", map: "public" },
};

/** A place's page: "Show map" before the page's JavaScript has run (app/features/map-embed/MapEmbed.tsx). */
export const PLACE_PAGE_QUERIES: Readonly<Record<string, QueryUse>> = { map: "public" };

/**
 * The page paths of the places in content now ("/<slug>", "/<pagePath>"; lower-case): places are content, so
 * the set is the caller's to read at each request, never fixed at start.
 */
export function placePagePaths(places: readonly Pick<PlaceRef, "slug" | "pagePath">[]): Set<string> {
  return new Set(
    places.flatMap((place) =>
      placeSegments(place)
        .filter((segment) => segment !== `${place.slug}${SIGN_UP_SUFFIX}`)
        .map((segment) => `/${segment}`),
    ),
  );
}

/** Pages whose content changes with every booking: never cached (a gym's tour page, a cancel link's page). */
export function isFreshPath(path: string): boolean {
  const lower = path.toLowerCase();
  return /^\/[a-z-]+\/tour$/.test(lower) || lower.startsWith("/tour/");
}

/** React Router's name for the data of the index route: `/_root.data` is the data of `/`. */
const ROOT_DATA = "_root";
/** The route ids a client navigation's data request asks for (`?_routes=a,b`), when not all. */
const ROUTES_PARAM = "_routes";

export interface PageTarget {
  /** The path and query React Router renders. */
  url: string;
  /** The page's path, as page-view counts and the sitemap spell it (no trailing slash). */
  path: string;
  /** A client navigation's data request (`/faq.data`) rather than the document. */
  data: boolean;
  /** The cache key; null when the answer is this request's alone (a personal query, the staff area). */
  key: string | null;
  /** Filed among the variants of a page (a query, another letter case, a partial data request). */
  variant: boolean;
}

/**
 * The target of a request (`request.url`, path and query), or null when its path cannot be a page (not
 * decodable, or climbing out of the root): the caller answers the not-found page.
 */
export function pageTarget(
  requestUrl: string,
  options: { queries: PageQueries; routeIds: ReadonlySet<string>; placePages?: ReadonlySet<string> },
): PageTarget | null {
  const queryStart = requestUrl.indexOf("?");
  const rawPath = queryStart === -1 ? requestUrl : requestUrl.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? "" : requestUrl.slice(queryStart + 1));
  const relative = normalisedPath(rawPath);
  if (relative === null) return null;

  let data = false;
  let pagePath = relative;
  if (relative.endsWith(".data")) {
    data = true;
    pagePath = relative.slice(0, -".data".length).replace(/\/+$/, "");
    if (pagePath === ROOT_DATA) pagePath = "";
  }
  const path = `/${pagePath}`;
  // The staff area decides for itself: its own URL, untouched, never stored.
  if (isPrivatePath(path)) return { url: requestUrl, path, data, key: null, variant: false };
  const encoded = `/${pagePath.split("/").map(encodeURIComponent).join("/")}`;

  const lowerPath = path.toLowerCase();
  const uses = options.queries[lowerPath] ?? (options.placePages?.has(lowerPath) ? PLACE_PAGE_QUERIES : {});
  const kept = new URLSearchParams();
  let personal = false;
  for (const name of Object.keys(uses).sort())
    for (const value of query.getAll(name)) {
      kept.append(name, value);
      if (uses[name] === "personal") personal = true;
    }
  let routes: string | null = null;
  if (data && query.has(ROUTES_PARAM)) {
    routes = query.get(ROUTES_PARAM) ?? "";
    if (!routes.split(",").every((id) => options.routeIds.has(id))) personal = true;
    kept.append(ROUTES_PARAM, routes);
  }
  const search = kept.size > 0 ? `?${kept.toString()}` : "";
  const url = data ? `${encoded === "/" ? `/${ROOT_DATA}` : encoded}.data${search}` : `${encoded}${search}`;
  return {
    url,
    path,
    data,
    // Tour pages show the places left in each slot: rendered for each request (shared, nothing personal).
    key: personal || isFreshPath(path) ? null : `${data ? "data" : "html"} ${url}`,
    variant: search !== "" || path !== path.toLowerCase(),
  };
}

/**
 * The path of a request, percent-decoded and folded (`//faq/`, `/a/../faq` are `faq`), without its leading
 * and trailing slashes; null when it cannot be decoded or climbs out of the root.
 */
export function normalisedPath(rawPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const segments: string[] = [];
  for (const segment of decoded.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (segments.length === 0) return null;
      segments.pop();
    } else segments.push(segment);
  }
  return segments.join("/");
}
