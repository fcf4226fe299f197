/**
 * Membership terms and conditions (SPEC §2, §9): copy in CONTENT_DIR/pages/terms.yaml (schemas/terms.ts),
 * numbered by the page from their index. Here are the types and how the loader fills them: every offer in
 * the offers collection, live or ended, gets a section, the one about it or the general offer section.
 */
import { type CopyScope, fillAll, fillCopy, scopeFacts } from "./copy";
import type { Facts } from "./facts";

/** One section of a legal page (terms or privacy). `list` is shown as bullets after the paragraphs. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
}

/** A legal page's section as its schema reads it. */
export interface LegalSectionEntry {
  readonly id: string;
  readonly title: string;
  readonly offer: string | null;
  readonly paragraphs: readonly string[];
  readonly list: readonly string[];
}

export interface LegalPage {
  lastUpdated: string;
  sections: LegalSection[];
}

export interface TermsEntry {
  readonly lastUpdated: string;
  readonly sections: readonly LegalSectionEntry[];
  readonly otherOffer: { readonly title: string; readonly paragraphs: readonly string[] };
}

/** One section filled, or null when its title quotes an offer no longer in the content. */
export function legalSection(section: LegalSectionEntry, facts: Facts): LegalSection | null {
  const title = fillCopy(section.title, facts);
  if (title === null) return null;
  const list = fillAll(section.list, facts);
  return {
    id: section.id,
    title,
    paragraphs: fillAll(section.paragraphs, facts),
    ...(list.length ? { list } : {}),
  };
}

export function legalSections(sections: readonly LegalSectionEntry[], scope: CopyScope, lastUpdated: string) {
  const page = { "page.lastUpdated": lastUpdated };
  return sections
    .map((section) => legalSection(section, scopeFacts(scope, section.offer, page)))
    .filter((section): section is LegalSection => section !== null);
}

export function termsFrom(entry: TermsEntry, scope: CopyScope): LegalPage {
  const page = { "page.lastUpdated": entry.lastUpdated };
  const bound = new Set(entry.sections.map((section) => section.offer).filter(Boolean));
  // An offer no section is about: the general offer section, with its own significant conditions.
  const others = scope.offers
    .filter((offer) => !bound.has(offer.slug))
    .map((offer) =>
      legalSection(
        {
          id: `offer-${offer.slug}`,
          title: entry.otherOffer.title,
          offer: offer.slug,
          paragraphs: entry.otherOffer.paragraphs,
          list: offer.conditions,
        },
        scopeFacts(scope, offer.slug, page),
      ),
    )
    .filter((section): section is LegalSection => section !== null);
  // They follow the sections about an offer (where the day pass's is), even one whose offer is gone.
  const sections: LegalSection[] = [];
  let at = -1;
  for (const section of entry.sections) {
    const filled = legalSection(section, scopeFacts(scope, section.offer, page));
    if (filled) sections.push(filled);
    if (section.offer) at = sections.length;
  }
  sections.splice(at < 0 ? sections.length : at, 0, ...others);
  return { lastUpdated: entry.lastUpdated, sections };
}
