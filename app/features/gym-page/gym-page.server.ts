import type { GymLocation } from "#contracts/content/gym-location.ts";
import { recoveryGuideOf } from "#contracts/content/page-copy.server.ts";
import { type ContentReader, liveOffersNow } from "#contracts/content/snapshot.ts";
import type { GymRecovery } from "./RecoveryFacilities";

/**
 * A 24/7 gym page's loader data beside its words, read from the content at render time (the page cache
 * expires at the offer's end): the gym, its live offer and the recovery guide's facilities when it has a
 * suite.
 */
export async function gymPageData(context: { content?: ContentReader }, gym: GymLocation) {
  const [[offer = null], guide] = await Promise.all([
    liveOffersNow(context, gym.id),
    recoveryGuideOf(context),
  ]);
  const recovery: GymRecovery | null = gym.hasRecovery ? { list: guide.gymList, tabs: guide.gymTabs } : null;
  return { offer, gym, recovery };
}
