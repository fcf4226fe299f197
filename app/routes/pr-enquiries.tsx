import { PageHero } from "#app/components/ui/PageHero.tsx";
import { pages } from "#app/content/pages.ts";
import { heroIntro } from "#app/content/press.ts";
import { PressSections } from "#app/features/press/PressSections.tsx";
import { metaFor } from "#app/lib/meta.ts";

const page = pages.press;

export const meta = () => metaFor(page);

export default function PressRoute() {
  return (
    <>
      <PageHero eyebrow="Press" heading={page.heading} intro={heroIntro} image="press-hero" />
      <PressSections />
    </>
  );
}
