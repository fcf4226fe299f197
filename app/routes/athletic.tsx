import { PageHero } from "~/components/ui/PageHero";
import { athleticCopy } from "~/content/athletic";
import { pages } from "~/content/pages";
import { AthleticSections } from "~/features/athletic/AthleticSections";
import { metaFor } from "~/lib/meta";

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
