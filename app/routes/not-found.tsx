import { data, type MetaDescriptor } from "react-router";
import { NotFound } from "#app/components/layout/NotFound.tsx";
import { notFoundMeta } from "#app/lib/meta.ts";
import { type RootData, useNotFoundCopy } from "#app/lib/use-gyms.ts";
import type { Route } from "./+types/not-found";

/** Any path the route table does not name: the not-found page, with HTTP 404. Its words are the root's. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return notFoundMeta((matches[0]?.data as RootData | undefined)?.notFound);
}

export default function NotFoundRoute() {
  const copy = useNotFoundCopy();
  return copy ? <NotFound copy={copy} /> : null;
}
