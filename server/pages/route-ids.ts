/**
 * Which React Router route a page path matches, by its id ("routes/place"): the bounded label /metrics gives a
 * page's requests (issue 43), never the URL itself.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

function nested(routes: ServerBuild["routes"], parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) =>
      route?.index
        ? { id: route.id, index: true, path: route.path }
        : {
            id: route?.id,
            path: route?.path,
            caseSensitive: route?.caseSensitive,
            children: nested(routes, route?.id),
          },
    );
}

/** The deepest route id `path` matches in the build, or null (the not-found page's catch-all aside). */
export function routeIdMatcher(routes: ServerBuild["routes"]): (path: string) => string | null {
  const tree = nested(routes, undefined);
  return (path) => matchRoutes(tree, path)?.at(-1)?.route.id ?? null;
}
