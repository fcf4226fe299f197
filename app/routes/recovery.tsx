import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { recoveryGuides } from "~/content/recovery";
import { formAction } from "~/features/forms/action.server";
import { RecoveryGuides } from "~/features/recovery/RecoveryGuides";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/recovery";

const page = pages.recovery;

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

export const meta = () => metaFor(page);

export default function RecoveryRoute() {
  return (
    <>
      <PageHero eyebrow="Recovery" heading={page.heading} intro={page.intro} image="greenwich-recovery" />
      <RecoveryGuides guides={recoveryGuides} />
    </>
  );
}
