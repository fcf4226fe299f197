import { prepCopy } from "#app/content/interest.ts";
import { pages } from "#app/content/pages.ts";
import { formAction } from "#app/features/forms/action.server.ts";
import { InterestPage } from "#app/features/interest-form/InterestPage.tsx";
import { metaFor } from "#app/lib/meta.ts";
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
