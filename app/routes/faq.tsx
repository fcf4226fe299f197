import { PageHero } from "~/components/ui/PageHero";
import { faqSections } from "~/content/faq";
import { pages } from "~/content/pages";
import { FaqSections, faqJsonLd } from "~/features/faq/FaqSections";
import { metaFor } from "~/lib/meta";

const page = pages.faq;

export const meta = () => metaFor(page, { jsonLd: [faqJsonLd(faqSections)] });

export default function FaqRoute() {
  return (
    <>
      <PageHero eyebrow="Help" heading={page.heading} intro={page.intro} />
      <FaqSections sections={faqSections} />
    </>
  );
}
