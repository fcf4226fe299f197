import { PageHero } from "#app/components/ui/PageHero.tsx";
import { pages } from "#app/content/pages.ts";
import { privacyHeroUpdated, privacyLastUpdated, privacySections } from "#app/content/privacy.ts";
import { LegalDocument } from "#app/features/legal/LegalDocument.tsx";
import { metaFor } from "#app/lib/meta.ts";

const page = pages.privacy;

export const meta = () => metaFor(page);

/** SPEC §2: the hero says January 2024 and the body says 5 June 2025; both readings stand. */
export default function PrivacyRoute() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        heading={page.heading}
        intro={
          <>
            <p>{page.intro}</p>
            <p className="mt-3 text-base">Published {privacyHeroUpdated}</p>
          </>
        }
      />
      <LegalDocument
        label="Privacy policy"
        sections={privacySections}
        updated={`Last updated ${privacyLastUpdated}`}
      />
    </>
  );
}
