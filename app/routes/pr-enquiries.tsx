import { PageHero } from "#app/components/ui/PageHero.tsx";
import { pressOf } from "#app/content/press.server.ts";
import { PressSections } from "#app/features/press/PressSections.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { pageCopyOf } from "#contracts/content/page-copy.server.ts";
import type { Route } from "./+types/pr-enquiries";

/** The page copy and words from CONTENT_DIR at render time. */
export async function loader({ context }: Route.LoaderArgs) {
  const [copy, page] = await Promise.all([pressOf(context), pageCopyOf(context, "press")]);
  if (!copy) throw new Error("content/pages/press.yaml has never been valid");
  return { copy, page };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(loaderData?.page);

export default function PressRoute({ loaderData }: Route.ComponentProps) {
  const { copy, page } = loaderData;
  return (
    <>
      <PageHero eyebrow="Press" heading={page.heading} intro={copy.heroText} image="press-hero" />
      <PressSections copy={copy} />
    </>
  );
}
