/** The press page copy as its loader reads it (content/pages/press.yaml), facts filled. Server-only. */
import { fillFacts } from "#contracts/content/facts.ts";
import { gymsOf } from "#contracts/content/gyms.server.ts";
import { factsIn } from "#contracts/content/page-copy.server.ts";
import { type ContentReader, contentOf } from "#contracts/content/snapshot.ts";
import type { PressCopy, PressItem } from "./press";

/** The press copy; null only if its file has never been valid. */
export async function pressOf(context: { content?: ContentReader }): Promise<PressCopy | null> {
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
