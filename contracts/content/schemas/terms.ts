/**
 * Membership terms and conditions (SPEC §2, §9), CONTENT_DIR/pages/terms.yaml. Every offer in the offers
 * collection, live or ended, gets a section: the one bound to it here, or the general offer section.
 */
import { fields, singleton } from "@keystatic/core";
import { copyText, legalSections, paragraphs } from "./copy-fields";
import { text } from "./fields";

export const terms = singleton({
  label: "Terms and conditions",
  path: "pages/terms",
  format: { data: "yaml" },
  schema: {
    lastUpdated: text({
      label: "Last updated",
      description: 'As the page shows it: "Last updated March 2025"',
      validation: { length: { min: 1 } },
    }),
    sections: legalSections("Sections"),
    otherOffer: fields.object(
      {
        title: copyText("Title"),
        paragraphs: paragraphs(),
      },
      {
        label: "Section of an offer with none of its own",
        description:
          "Shown after the last offer section for each offer no section is about, followed by the offer's " +
          "significant conditions. Quote the offer as {offer.code}, {offer.summary}, {offer.gyms}.",
      },
    ),
  },
});
