import { Icon } from "#app/components/icons/Icon.tsx";
import { buttonClasses } from "#app/components/ui/Button.tsx";
import { PageHero } from "#app/components/ui/PageHero.tsx";
import { formAction } from "#app/features/forms/action.server.ts";
import { FranchisingSections, INVESTOR_FORM_ID } from "#app/features/franchising/FranchisingSections.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { franchisingOf } from "#contracts/content/copy.server.ts";
import { pageCopyOf } from "#contracts/content/page-copy.server.ts";
import type { Route } from "./+types/franchising";

/** The page's copy and words from CONTENT_DIR, filled on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const [copy, page] = await Promise.all([franchisingOf(context), pageCopyOf(context, "franchising")]);
  return { copy, page };
}

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(loaderData?.page);

export default function FranchisingRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero eyebrow="Investors" heading={page.heading} intro={page.intro} image="franchise-hero">
        <a href={`#${INVESTOR_FORM_ID}`} className={buttonClasses("primary", "lg")}>
          Get the investor pack
          <Icon name="arrow-down" aria-hidden="true" className="h-5 w-5" />
        </a>
      </PageHero>
      <FranchisingSections copy={loaderData.copy} />
    </>
  );
}
