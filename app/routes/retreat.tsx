import { formAction } from "#app/features/forms/action.server.ts";
import { InterestPage } from "#app/features/interest-form/InterestPage.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { interestCopyOf, pageCopyOf } from "#contracts/content/page-copy.server.ts";
import type { Route } from "./+types/retreat";

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

/** The page's copy and words, from CONTENT_DIR at render time. */
export async function loader({ context }: Route.LoaderArgs) {
  const [copy, page] = await Promise.all([
    interestCopyOf(context, "retreat"),
    pageCopyOf(context, "retreat"),
  ]);
  return { copy, page };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(loaderData?.page);

export default function RetreatRoute({ loaderData }: Route.ComponentProps) {
  return (
    <InterestPage
      variant="retreat"
      copy={loaderData.copy}
      heading={loaderData.page.heading}
      eyebrow="Novo Retreats"
      image="retreat-hero"
      tabs={{ heading: "Inside the retreat", label: "Retreat highlights" }}
    />
  );
}
