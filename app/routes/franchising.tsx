import { ArrowDown } from "lucide-react";
import { buttonClass } from "~/components/ui/Button";
import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { formAction } from "~/features/forms/action.server";
import { FranchisingSections, INVESTOR_FORM_ID } from "~/features/franchising/FranchisingSections";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/franchising";

const page = pages.franchising;

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

export const meta = () => metaFor(page);

export default function FranchisingRoute() {
  return (
    <>
      <PageHero eyebrow="Investors" heading={page.heading} intro={page.intro} image="franchise-hero">
        <a href={`#${INVESTOR_FORM_ID}`} className={buttonClass("primary", "lg")}>
          Get the investor pack
          <ArrowDown aria-hidden="true" className="h-5 w-5" />
        </a>
      </PageHero>
      <FranchisingSections />
    </>
  );
}
