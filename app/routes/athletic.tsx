import { PageHero } from "#app/components/ui/PageHero.tsx";
import { athleticCopyOf } from "#app/content/page-copy.server.ts";
import { pages } from "#app/content/pages.ts";
import { AthleticSections } from "#app/features/athletic/AthleticSections.tsx";
import { metaFor } from "#app/lib/meta.ts";
import type { Route } from "./+types/athletic";

const page = pages.athletic;

/** The page's copy, from CONTENT_DIR at render time. */
export async function loader({ context }: Route.LoaderArgs) {
  return { copy: await athleticCopyOf(context) };
}

export const meta = () => metaFor(page);

export default function AthleticRoute({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero eyebrow="Football" heading={page.heading} intro={copy.hero.text} image="athletic-hero" />
      <AthleticSections copy={copy} />
    </>
  );
}
