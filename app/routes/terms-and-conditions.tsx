import { PageHero } from "#app/components/ui/PageHero.tsx";
import { LegalDocument } from "#app/features/legal/LegalDocument.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { termsOf } from "#contracts/content/copy.server.ts";
import { pageCopyOf } from "#contracts/content/page-copy.server.ts";
import type { Route } from "./+types/terms-and-conditions";

/** The terms from CONTENT_DIR, with a section per offer in the content, filled on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const [legal, page] = await Promise.all([termsOf(context), pageCopyOf(context, "terms")]);
  return { ...legal, page };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(loaderData?.page);

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
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
