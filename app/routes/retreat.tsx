import { retreatCopy } from "~/content/interest";
import { pages } from "~/content/pages";
import { formAction } from "~/features/forms/action.server";
import { InterestPage } from "~/features/interest-form/InterestPage";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/retreat";

const page = pages.retreat;

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

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
