import { prepCopy } from "~/content/interest";
import { pages } from "~/content/pages";
import { formAction } from "~/features/forms/action.server";
import { InterestPage } from "~/features/interest-form/InterestPage";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/meal-prep";

const page = pages.mealPrep;

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

export const meta = () => metaFor(page);

export default function MealPrepRoute() {
  return (
    <InterestPage
      variant="prep"
      copy={prepCopy}
      heading={page.heading}
      eyebrow="Prep by Novo"
      image="prep-hero"
      tabs={{ heading: "Why Prep", label: "Prep highlights" }}
    />
  );
}
