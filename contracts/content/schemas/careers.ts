/** The copy of /join-the-team around the job listings (content/pages/careers.yaml). */
import { fields, singleton } from "@keystatic/core";
import { list, textQuotingFacts } from "./fields";

export const careers = singleton({
  label: "Careers page",
  path: "pages/careers",
  format: { data: "yaml" },
  schema: {
    intro: list(textQuotingFacts("Paragraph", { multiline: true }), {
      max: 10,
      label: "Intro",
      itemLabel: (props) => props.value,
    }),
    whyWorkWithUs: list(
      fields.object({
        title: textQuotingFacts("Title"),
        text: textQuotingFacts("Text", { multiline: true }),
      }),
      { max: 20, label: "Why work with us", itemLabel: (props) => props.fields.title.value },
    ),
    howToApplyHeading: textQuotingFacts("How to apply: heading"),
    howToApplySteps: list(textQuotingFacts("Step", { multiline: true }), {
      max: 12,
      label: "How to apply: steps",
      itemLabel: (props) => props.value,
    }),
    applyEmail: textQuotingFacts("Applications e-mail", { description: "Usually {brand.careersEmail}" }),
    listingsHeading: textQuotingFacts("Listings heading"),
  },
});
