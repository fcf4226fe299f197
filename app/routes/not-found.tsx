import { NotFound } from "~/components/layout/NotFound";
import { notFoundCopy } from "~/content/pages";

export function meta() {
  return [{ title: notFoundCopy.title }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
