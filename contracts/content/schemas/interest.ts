/**
 * The two interest pages (SPEC §2): retreats (/retreat) and Prep meal prep (/meal-prep), one schema for both.
 * The form's "how did you find us" options stay in code (contracts/content/interest.ts): the server checks them.
 */
import { fields, singleton } from "@keystatic/core";
import { list, textQuotingFacts } from "./fields";
import { plainText, tab } from "./page-fields";

const headed = (label: string) =>
  fields.object(
    { heading: textQuotingFacts("Heading"), text: textQuotingFacts("Text", { multiline: true }) },
    { label },
  );

const interestPage = (label: string, path: string) =>
  singleton({
    label,
    path,
    format: { data: "yaml" },
    schema: {
      hero: headed("Hero"),
      launchingSoon: headed("Launching soon"),
      whatToExpect: fields.object(
        {
          heading: plainText("Heading"),
          items: list(
            fields.object({
              title: textQuotingFacts("Title"),
              text: textQuotingFacts("Text", { multiline: true }),
            }),
            { max: 20, label: "Items", itemLabel: (p) => p.fields.title.value },
          ),
        },
        { label: "What to expect" },
      ),
      tabs: list(tab(), {
        max: 12,
        label: "Tabs (the first is open by default)",
        itemLabel: (p) => p.fields.label.value,
      }),
      tabButtonLabel: plainText("Button label in the hero and tabs"),
      form: fields.object(
        {
          eyebrow: textQuotingFacts("Eyebrow"),
          heading: textQuotingFacts("Heading"),
          text: textQuotingFacts("Text", { multiline: true }),
        },
        { label: "Form" },
      ),
      thankYou: headed("Thank you"),
    },
  });

export const retreat = interestPage("Retreat page", "pages/retreat");
export const mealPrep = interestPage("Prep page", "pages/meal-prep");
