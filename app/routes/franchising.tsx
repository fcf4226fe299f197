import { ArrowDown } from "lucide-react";
import { buttonClasses } from "#app/components/ui/Button.tsx";
import { PageHero } from "#app/components/ui/PageHero.tsx";
import { franchisingOf } from "#app/content/copy.server.ts";
import { pages } from "#app/content/pages.ts";
import { formAction } from "#app/features/forms/action.server.ts";
import { FranchisingSections, INVESTOR_FORM_ID } from "#app/features/franchising/FranchisingSections.tsx";
import { metaFor } from "#app/lib/meta.ts";
import type { Route } from "./+types/franchising";

const page = pages.franchising;

/** The page's copy from CONTENT_DIR, filled on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  return { copy: await franchisingOf(context) };
}

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

export const meta = () => metaFor(page);

export default function FranchisingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Investors" heading={page.heading} intro={page.intro} image="franchise-hero">
        <a href={`#${INVESTOR_FORM_ID}`} className={buttonClasses("primary", "lg")}>
          Get the investor pack
          <ArrowDown aria-hidden="true" className="h-5 w-5" />
        </a>
      </PageHero>
      <FranchisingSections copy={loaderData.copy} />
    </>
  );
}
