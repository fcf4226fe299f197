import { data } from "react-router";
import { NotFound } from "#app/components/layout/NotFound.tsx";
import { notFoundCopy } from "#app/content/pages.ts";

/** Any path the route table does not name: the not-found page, with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: notFoundCopy.title }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
