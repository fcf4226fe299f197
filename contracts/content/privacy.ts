/**
 * Privacy policy for the website (UK GDPR and the Data Protection Act 2018): copy in
 * CONTENT_DIR/pages/privacy.yaml (schemas/privacy.ts); here is how the loader fills it.
 * SPEC §2: the hero says January 2024 and the body says 5 June 2025; both readings stand.
 */
import type { CopyScope } from "./copy";
import { type LegalPage, type LegalSectionEntry, legalSections } from "./terms";

export { retentionDays, retentionMonths } from "./retention";

export interface PrivacyEntry {
  readonly heroUpdated: string;
  readonly lastUpdated: string;
  readonly sections: readonly LegalSectionEntry[];
}

export interface PrivacyPage extends LegalPage {
  heroUpdated: string;
}

export function privacyFrom(entry: PrivacyEntry, scope: CopyScope): PrivacyPage {
  return {
    heroUpdated: entry.heroUpdated,
    lastUpdated: entry.lastUpdated,
    sections: legalSections(entry.sections, scope, entry.lastUpdated),
  };
}
