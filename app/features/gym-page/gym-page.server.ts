import { gymForPage } from "#app/content/gyms.server.ts";
import { recoveryGuideOf } from "#app/content/page-copy.server.ts";
import { type ContentStore, liveOffersNow } from "#app/content/store.server.ts";
import type { GymRecovery } from "./RecoveryFacilities";

/**
 * A 24/7 gym page's loader data, read from CONTENT_DIR at render time (the page cache expires at the offer's
 * end): the gym (content/gyms), its live offer, and the recovery guide's facilities when it has a suite.
 */
export async function gymPageData(context: { content?: ContentStore }, slug: "greenwich" | "welling") {
  const [[offer = null], gym, guide] = await Promise.all([
    liveOffersNow(context, slug),
    gymForPage(context, slug),
    recoveryGuideOf(context),
  ]);
  const recovery: GymRecovery | null = gym.hasRecovery ? { list: guide.gymList, tabs: guide.gymTabs } : null;
  return { offer, gym, recovery };
}
