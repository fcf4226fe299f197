import { PageHero } from "#app/components/ui/PageHero.tsx";
import { formAction } from "#app/features/forms/action.server.ts";
import { RecoveryGuides } from "#app/features/recovery/RecoveryGuides.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { gymsOf } from "#contracts/content/gyms.server.ts";
import { formatRange } from "#contracts/content/hours.ts";
import { pageCopyOf, recoveryGuideOf } from "#contracts/content/page-copy.server.ts";
import { liveOffersNow } from "#contracts/content/snapshot.ts";
import type { Route } from "./+types/recovery";

/** The page's words and a live offer at a gym with a recovery suite, read from CONTENT_DIR at render time. */
export async function loader({ context }: Route.LoaderArgs) {
  const [offers, guide, gyms, page] = await Promise.all([
    liveOffersNow(context),
    recoveryGuideOf(context),
    gymsOf(context),
    pageCopyOf(context, "recovery"),
  ]);
  // "Recovery areas open at the times listed": the times beside the rule are each gym's recovery hours.
  const gymIds = new Set(gyms.filter((gym) => gym.kind === "gym").map((gym) => gym.id));
  const recoveryGyms = gyms.flatMap((gym) =>
    gym.hours.recovery
      ? [
          {
            slug: gym.slug,
            name: gym.name,
            hours: gym.hours.recovery.map((r) => ({ label: r.label, time: formatRange(r) })),
          },
        ]
      : [],
  );
  return {
    page,
    // The 24/7 gyms' offer (a studio's trial is not a recovery offer).
    offer: offers.find((offer) => offer.gyms.some((id) => gymIds.has(id))) ?? null,
    heroImage: guide.heroImage,
    guides: guide.guide,
    rules: guide.rules,
    recoveryGyms,
  };
}

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(loaderData?.page);

export default function RecoveryRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero eyebrow="Recovery" heading={page.heading} intro={page.intro} image={loaderData.heroImage} />
      <RecoveryGuides
        guides={loaderData.guides}
        rules={loaderData.rules}
        recoveryGyms={loaderData.recoveryGyms}
        offer={loaderData.offer}
      />
    </>
  );
}
