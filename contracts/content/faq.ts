/**
 * The FAQ (SPEC §2, §9): its copy is content (CONTENT_DIR/pages/faq.yaml, schema in schemas/faq.ts); here
 * are its types and how the loader fills it. Every fact in an answer is a {name} filled from one source.
 */
import { type CopyScope, fillCopy, scopeFacts } from "./copy";

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqSection {
  id: string;
  title: string;
  items: FaqItem[];
}

/** The FAQ as its schema reads it. */
export interface FaqEntry {
  readonly sections: readonly {
    readonly id: string;
    readonly title: string;
    readonly items: readonly {
      readonly question: string;
      readonly answer: string;
      readonly offer: string | null;
    }[];
  }[];
}

/** The filled FAQ; a question about an offer that is no longer in the content is left out. */
export function faqFrom(entry: FaqEntry, scope: CopyScope): FaqSection[] {
  return entry.sections.map((section) => ({
    id: section.id,
    title: section.title,
    items: section.items.flatMap((item) => {
      const facts = scopeFacts(scope, item.offer);
      const question = fillCopy(item.question, facts);
      const answer = fillCopy(item.answer, facts);
      return question !== null && answer !== null ? [{ question, answer }] : [];
    }),
  }));
}
