import { gymForPage } from "#app/content/gyms.server.ts";
import { pageCopyOf, recoveryGuideOf } from "#app/content/page-copy.server.ts";
import { type ContentStore, liveOffersNow } from "#app/content/store.server.ts";
import type { GymRecovery } from "./RecoveryFacilities";

/**
 * A 24/7 gym page's loader data, read from CONTENT_DIR at render time (the page cache expires at the offer's
 * end): the gym (content/gyms), its live offer, the recovery guide's facilities when it has a suite, and the
 * page's title, description, heading and intro.
 */
export async function gymPageData(context: { content?: ContentStore }, slug: "greenwich" | "welling") {
  const [[offer = null], gym, guide, page] = await Promise.all([
    liveOffersNow(context, slug),
    gymForPage(context, slug),
    recoveryGuideOf(context),
    pageCopyOf(context, slug),
  ]);
  const recovery: GymRecovery | null = gym.hasRecovery ? { list: guide.gymList, tabs: guide.gymTabs } : null;
  return { offer, gym, recovery, page };
}
