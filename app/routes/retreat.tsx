import { retreatCopy } from "#app/content/interest.ts";
import { pages } from "#app/content/pages.ts";
import { formAction } from "#app/features/forms/action.server.ts";
import { InterestPage } from "#app/features/interest-form/InterestPage.tsx";
import { metaFor } from "#app/lib/meta.ts";
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
