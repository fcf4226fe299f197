import { interestCopyOf } from "#app/content/page-copy.server.ts";
import { pages } from "#app/content/pages.ts";
import { formAction } from "#app/features/forms/action.server.ts";
import { InterestPage } from "#app/features/interest-form/InterestPage.tsx";
import { metaFor } from "#app/lib/meta.ts";
import type { Route } from "./+types/meal-prep";

const page = pages.mealPrep;

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

/** The page's copy, from CONTENT_DIR at render time. */
export async function loader({ context }: Route.LoaderArgs) {
  return { copy: await interestCopyOf(context, "mealPrep") };
}

export const meta = () => metaFor(page);

export default function MealPrepRoute({ loaderData }: Route.ComponentProps) {
  return (
    <InterestPage
      variant="prep"
      copy={loaderData.copy}
      heading={page.heading}
      eyebrow="Prep by Novo"
      image="prep-hero"
      tabs={{ heading: "Why Prep", label: "Prep highlights" }}
    />
  );
}
