import { PageHero } from "#app/components/ui/PageHero.tsx";
import { LegalDocument } from "#app/features/legal/LegalDocument.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { reviewPolicyOf } from "#contracts/content/copy.server.ts";
import { pageCopyOf } from "#contracts/content/page-copy.server.ts";
import type { Route } from "./+types/review-policy";

/** The review policy from CONTENT_DIR (issue 45), filled on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const [policy, page] = await Promise.all([reviewPolicyOf(context), pageCopyOf(context, "reviewPolicy")]);
  return { ...policy, page };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(loaderData?.page);

export default function ReviewPolicyRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero eyebrow="Reviews" heading={page.heading} intro={page.intro} />
      <LegalDocument
        label="Review policy"
        sections={loaderData.sections}
        updated={`Last updated ${loaderData.lastUpdated}`}
      />
    </>
  );
}
