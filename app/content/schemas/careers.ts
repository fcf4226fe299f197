/** The copy of /join-the-team around the job listings (content/pages/careers.yaml). */
import { fields, singleton } from "@keystatic/core";
import { textQuotingFacts } from "./fields";

export const careers = singleton({
  label: "Careers page",
  path: "pages/careers",
  format: { data: "yaml" },
  schema: {
    intro: fields.array(textQuotingFacts("Paragraph", { multiline: true }), {
      label: "Intro",
      itemLabel: (props) => props.value,
    }),
    whyWorkWithUs: fields.array(
      fields.object({
        title: textQuotingFacts("Title"),
        text: textQuotingFacts("Text", { multiline: true }),
      }),
      { label: "Why work with us", itemLabel: (props) => props.fields.title.value },
    ),
    howToApplyHeading: textQuotingFacts("How to apply: heading"),
    howToApplySteps: fields.array(textQuotingFacts("Step", { multiline: true }), {
      label: "How to apply: steps",
      itemLabel: (props) => props.value,
    }),
    applyEmail: textQuotingFacts("Applications e-mail", { description: "Usually {brand.careersEmail}" }),
    listingsHeading: textQuotingFacts("Listings heading"),
  },
});
