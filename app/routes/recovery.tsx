import { PageHero } from "#app/components/ui/PageHero.tsx";
import { pages } from "#app/content/pages.ts";
import { recoveryGuides } from "#app/content/recovery.ts";
import { liveOffersNow } from "#app/content/store.server.ts";
import { formAction } from "#app/features/forms/action.server.ts";
import { RecoveryGuides } from "#app/features/recovery/RecoveryGuides.tsx";
import { metaFor } from "#app/lib/meta.ts";
import type { Route } from "./+types/recovery";

const page = pages.recovery;

/** A live offer at a gym with a recovery suite, read from CONTENT_DIR at render time. */
export async function loader({ context }: Route.LoaderArgs) {
  const offers = await liveOffersNow(context);
  return { offer: offers.find((offer) => offer.gyms.some((gym) => gym !== "armory")) ?? null };
}

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

export const meta = () => metaFor(page);

export default function RecoveryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Recovery" heading={page.heading} intro={page.intro} image="greenwich-recovery" />
      <RecoveryGuides guides={recoveryGuides} offer={loaderData.offer} />
    </>
  );
}
