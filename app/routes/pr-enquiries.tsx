import { PageHero } from "#app/components/ui/PageHero.tsx";
import { pages } from "#app/content/pages.ts";
import { pressOf } from "#app/content/press.server.ts";
import { PressSections } from "#app/features/press/PressSections.tsx";
import { metaFor } from "#app/lib/meta.ts";
import type { Route } from "./+types/pr-enquiries";

const page = pages.press;

/** The page copy from CONTENT_DIR at render time. */
export async function loader({ context }: Route.LoaderArgs) {
  const copy = await pressOf(context);
  if (!copy) throw new Error("content/pages/press.yaml has never been valid");
  return { copy };
}

export const meta = () => metaFor(page);

export default function PressRoute({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero eyebrow="Press" heading={page.heading} intro={copy.heroText} image="press-hero" />
      <PressSections copy={copy} />
    </>
  );
}
