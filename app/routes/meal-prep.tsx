import { formAction } from "#app/features/forms/action.server.ts";
import { InterestPage } from "#app/features/interest-form/InterestPage.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { interestCopyOf, pageCopyOf } from "#contracts/content/page-copy.server.ts";
import type { Route } from "./+types/meal-prep";

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

/** The page's copy and words, from CONTENT_DIR at render time. */
export async function loader({ context }: Route.LoaderArgs) {
  const [copy, page] = await Promise.all([
    interestCopyOf(context, "mealPrep"),
    pageCopyOf(context, "mealPrep"),
  ]);
  return { copy, page };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(loaderData?.page);

export default function MealPrepRoute({ loaderData }: Route.ComponentProps) {
  return (
    <InterestPage
      variant="prep"
      copy={loaderData.copy}
      heading={loaderData.page.heading}
      eyebrow="Prep by Novo"
      image="prep-hero"
      tabs={{ heading: "Why Prep", label: "Prep highlights" }}
    />
  );
}
