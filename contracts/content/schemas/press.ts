/** The copy of /pr-enquiries (content/pages/press.yaml). */
import { fields, singleton } from "@keystatic/core";
import { list, textQuotingFacts } from "./fields";

const items = (label: string) =>
  list(
    fields.object({ title: textQuotingFacts("Title"), text: textQuotingFacts("Text", { multiline: true }) }),
    { max: 20, label, itemLabel: (props) => props.fields.title.value },
  );

export const press = singleton({
  label: "Press page",
  path: "pages/press",
  format: { data: "yaml" },
  schema: {
    heroText: textQuotingFacts("Hero text", { multiline: true }),
    reasonsHeading: textQuotingFacts("Reasons heading"),
    reasons: items("Reasons to feature us"),
    collaborationHeading: textQuotingFacts("Ways to work with us: heading"),
    collaborationTypes: items("Ways to work with us"),
    contactHeading: textQuotingFacts("Contact heading"),
    contactText: textQuotingFacts("Contact text", { multiline: true }),
    contactEmail: textQuotingFacts("Press e-mail", { description: "Usually {brand.pressEmail}" }),
    responseTime: textQuotingFacts("Response time", { multiline: true }),
  },
});
