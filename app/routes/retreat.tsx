import { interestCopyOf } from "#app/content/page-copy.server.ts";
import { pages } from "#app/content/pages.ts";
import { formAction } from "#app/features/forms/action.server.ts";
import { InterestPage } from "#app/features/interest-form/InterestPage.tsx";
import { metaFor } from "#app/lib/meta.ts";
import type { Route } from "./+types/retreat";

const page = pages.retreat;

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

/** The page's copy, from CONTENT_DIR at render time. */
export async function loader({ context }: Route.LoaderArgs) {
  return { copy: await interestCopyOf(context, "retreat") };
}

export const meta = () => metaFor(page);

export default function RetreatRoute({ loaderData }: Route.ComponentProps) {
  return (
    <InterestPage
      variant="retreat"
      copy={loaderData.copy}
      heading={page.heading}
      eyebrow="Novo Retreats"
      image="retreat-hero"
      tabs={{ heading: "Inside the retreat", label: "Retreat highlights" }}
    />
  );
}
