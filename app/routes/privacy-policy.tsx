import { PageHero } from "#app/components/ui/PageHero.tsx";
import { LegalDocument } from "#app/features/legal/LegalDocument.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { privacyOf } from "#contracts/content/copy.server.ts";
import { pageCopyOf } from "#contracts/content/page-copy.server.ts";
import type { Route } from "./+types/privacy-policy";

/** The policy from CONTENT_DIR, filled on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const [legal, page] = await Promise.all([privacyOf(context), pageCopyOf(context, "privacy")]);
  return { ...legal, page };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(loaderData?.page);

/** SPEC §2: the hero says January 2024 and the body says 5 June 2025; both readings stand. */
export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Legal"
        heading={page.heading}
        intro={
          <>
            <p>{page.intro}</p>
            <p className="mt-3 text-base">Published {loaderData.heroUpdated}</p>
          </>
        }
      />
      <LegalDocument
        label="Privacy policy"
        sections={loaderData.sections}
        updated={`Last updated ${loaderData.lastUpdated}`}
      />
    </>
  );
}
