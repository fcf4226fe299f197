import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { termsLastUpdated, termsSections } from "~/content/terms";
import { LegalDocument } from "~/features/legal/LegalDocument";
import { metaFor } from "~/lib/meta";

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
