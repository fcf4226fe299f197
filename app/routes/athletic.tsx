import { PageHero } from "#app/components/ui/PageHero.tsx";
import { AthleticSections } from "#app/features/athletic/AthleticSections.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { athleticCopyOf, pageCopyOf } from "#contracts/content/page-copy.server.ts";
import type { Route } from "./+types/athletic";

/** The page's copy and words, from CONTENT_DIR at render time. */
export async function loader({ context }: Route.LoaderArgs) {
  const [copy, page] = await Promise.all([athleticCopyOf(context), pageCopyOf(context, "athletic")]);
  return { copy, page };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(loaderData?.page);

export default function AthleticRoute({ loaderData }: Route.ComponentProps) {
  const { copy, page } = loaderData;
  return (
    <>
      <PageHero eyebrow="Football" heading={page.heading} intro={copy.hero.text} image="athletic-hero" />
      <AthleticSections copy={copy} />
    </>
  );
}
