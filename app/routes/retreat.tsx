import { retreatCopy } from "~/content/interest";
import { pages } from "~/content/pages";
import { InterestPage } from "~/features/interest-form/InterestPage";
import { metaFor } from "~/lib/meta";

const page = pages.retreat;

export const meta = () => metaFor(page);

export default function RetreatRoute() {
  return (
    <InterestPage
      variant="retreat"
      copy={retreatCopy}
      heading={page.heading}
      eyebrow="Novo Retreats"
      image="retreat-hero"
      tabs={{ heading: "Inside the retreat", label: "Retreat highlights" }}
    />
  );
}
