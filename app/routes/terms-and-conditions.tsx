import { PageHero } from "#app/components/ui/PageHero.tsx";
import { pages } from "#app/content/pages.ts";
import { termsLastUpdated, termsSections } from "#app/content/terms.ts";
import { LegalDocument } from "#app/features/legal/LegalDocument.tsx";
import { metaFor } from "#app/lib/meta.ts";

const page = pages.terms;

export const meta = () => metaFor(page);

export default function TermsRoute() {
  return (
    <>
      <PageHero eyebrow="Legal" heading={page.heading} intro={page.intro} />
      <LegalDocument label="Terms" sections={termsSections} updated={`Last updated ${termsLastUpdated}`} />
    </>
  );
}
