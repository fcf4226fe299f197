/**
 * The shipped gyms, company facts and not-found copy served as the app's root loader serves them (useGyms()), for component
 * tests' routers.
 */
import { type ReactNode, useState } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { type RootData, siteGyms } from "#app/lib/use-gyms.ts";
import { siteCompany } from "#contracts/content/company.ts";
import { shippedCompany, shippedGyms, shippedNotFound } from "#tests/shipped.ts";

export const rootData: RootData = {
  gyms: siteGyms(shippedGyms),
  photos: {},
  notFound: shippedNotFound,
  company: siteCompany(shippedCompany),
  placeLinks: {},
};

/** Routes under a root route carrying the gyms; pass `hydrationData` to the memory router too. */
export function underRoot(children: RouteObject[]): RouteObject[] {
  // As app/root.tsx: the gyms change with the content, not with a navigation.
  return [{ id: "root", loader: () => rootData, shouldRevalidate: () => false, children }];
}
export const hydrationData = { loaderData: { root: rootData } };

/** A memory data router whose root serves the shipped gyms, as the app's root loader does (useGyms()). */
export function WithGyms({ children, path = "/" }: { children: ReactNode; path?: string }) {
  const [router] = useState(() =>
    createMemoryRouter(underRoot([{ path: "*", element: children }]), {
      initialEntries: [path],
      hydrationData,
    }),
  );
  return <RouterProvider router={router} />;
}
