/** The press page copy as its loader reads it (content/pages/press.yaml), facts filled. Server-only. */
import { fillFacts } from "./facts";
import { gymsOf } from "./gyms.server";
import { factsIn } from "./page-copy.server";
import type { PressCopy, PressItem } from "./press";
import { type ContentStore, contentOf } from "./store.server";

/** The press copy; null only if its file has never been valid. */
export async function pressOf(context: { content?: ContentStore }): Promise<PressCopy | null> {
  const [snapshot, gyms] = await Promise.all([contentOf(context), gymsOf(context)]);
  const entry = snapshot.singletons.press;
  if (!entry) return null;
  const facts = factsIn(snapshot, gyms);
  const fill = (text: string) => fillFacts(text, facts);
  const items = (list: readonly PressItem[]) =>
    list.map((item) => ({ title: fill(item.title), text: fill(item.text) }));
  return {
    heroText: fill(entry.heroText),
    reasonsHeading: fill(entry.reasonsHeading),
    reasons: items(entry.reasons),
    collaborationHeading: fill(entry.collaborationHeading),
    collaborationTypes: items(entry.collaborationTypes),
    contact: {
      heading: fill(entry.contactHeading),
      text: fill(entry.contactText),
      email: fill(entry.contactEmail),
      responseTime: fill(entry.responseTime),
    },
  };
}
