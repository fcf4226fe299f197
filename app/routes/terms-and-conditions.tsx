import { PageHero } from "#app/components/ui/PageHero.tsx";
import { termsOf } from "#app/content/copy.server.ts";
import { pages } from "#app/content/pages.ts";
import { LegalDocument } from "#app/features/legal/LegalDocument.tsx";
import { metaFor } from "#app/lib/meta.ts";
import type { Route } from "./+types/terms-and-conditions";

const page = pages.terms;

/** The terms from CONTENT_DIR, with a section per offer in the content, filled on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  return await termsOf(context);
}

export const meta = () => metaFor(page);

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Legal" heading={page.heading} intro={page.intro} />
      <LegalDocument
        label="Terms"
        sections={loaderData.sections}
        updated={`Last updated ${loaderData.lastUpdated}`}
      />
    </>
  );
}
