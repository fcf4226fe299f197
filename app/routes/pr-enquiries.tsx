import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { heroIntro } from "~/content/press";
import { PressSections } from "~/features/press/PressSections";
import { metaFor } from "~/lib/meta";

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
