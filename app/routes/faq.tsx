import { PageHero } from "#app/components/ui/PageHero.tsx";
import { faqSections } from "#app/content/faq.ts";
import { pages } from "#app/content/pages.ts";
import { FaqSections, faqJsonLd } from "#app/features/faq/FaqSections.tsx";
import { metaFor } from "#app/lib/meta.ts";

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
