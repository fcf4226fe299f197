/** The privacy policy (UK GDPR, Data Protection Act 2018), CONTENT_DIR/pages/privacy.yaml. */
import { singleton } from "@keystatic/core";
import { legalSections } from "./copy-fields";
import { text } from "./fields";

export const privacy = singleton({
  label: "Privacy policy",
  path: "pages/privacy",
  format: { data: "yaml" },
  schema: {
    // SPEC §2: the hero says January 2024 and the body says 5 June 2025; both readings stand.
    heroUpdated: text({ label: "Published (hero)", validation: { length: { min: 1 } } }),
    lastUpdated: text({ label: "Last updated (body)", validation: { length: { min: 1 } } }),
    sections: legalSections("Sections"),
  },
});
