import { PageHero } from "#app/components/ui/PageHero.tsx";
import { athleticCopy } from "#app/content/athletic.ts";
import { pages } from "#app/content/pages.ts";
import { AthleticSections } from "#app/features/athletic/AthleticSections.tsx";
import { metaFor } from "#app/lib/meta.ts";

const page = pages.athletic;

export const meta = () => metaFor(page);

export default function AthleticRoute() {
  return (
    <>
      <PageHero
        eyebrow="Football"
        heading={page.heading}
        intro={athleticCopy.hero.text}
        image="athletic-hero"
      />
      <AthleticSections />
    </>
  );
}
