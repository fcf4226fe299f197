import { NotFound } from "#app/components/layout/NotFound.tsx";
import { notFoundCopy } from "#app/content/pages.ts";

export function meta() {
  return [{ title: notFoundCopy.title }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
