/**
 * The review policy (issue 45): how the site chooses and shows reviews, and how to report a fake one, as the
 * DMCC Act 2024 (Schedule 20) and the CMA's guidance on fake reviews (CMA208) expect. CONTENT_DIR/pages/
 * review-policy.yaml; its hero words are in pages/meta.yaml like every page's.
 */
import { singleton } from "@keystatic/core";
import { legalSections } from "./copy-fields";
import { text } from "./fields";

export const reviewPolicy = singleton({
  label: "Review policy",
  path: "pages/review-policy",
  format: { data: "yaml" },
  schema: {
    lastUpdated: text({ label: "Last updated", validation: { length: { min: 1 } } }),
    sections: legalSections("Sections"),
  },
});
