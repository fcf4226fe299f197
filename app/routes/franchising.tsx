import { ArrowDown } from "lucide-react";
import { buttonClass } from "~/components/ui/Button";
import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { FranchisingSections, INVESTOR_FORM_ID } from "~/features/franchising/FranchisingSections";
import { metaFor } from "~/lib/meta";

const page = pages.franchising;

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
