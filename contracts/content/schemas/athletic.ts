/** Novo Athletic, the football team page (/athletic). */
import { fields, singleton } from "@keystatic/core";
import { list, textQuotingFacts } from "./fields";
import { paragraphs, plainText, sitePath, tab } from "./page-fields";

const button = (label: string) =>
  fields.object({ label: plainText("Label"), to: sitePath("Leads to") }, { label });

export const athletic = singleton({
  label: "Athletic page",
  path: "pages/athletic",
  format: { data: "yaml" },
  schema: {
    hero: fields.object(
      { text: textQuotingFacts("Text under the heading", { multiline: true }) },
      { label: "Hero" },
    ),
    intro: fields.object(
      { heading: textQuotingFacts("Heading"), paragraphs: paragraphs("Paragraphs") },
      { label: "The squad" },
    ),
    tabs: list(tab(), { max: 12, label: "How we play (tabs)", itemLabel: (p) => p.fields.label.value }),
    keyInfoHeading: plainText("Key info heading"),
    keyInfo: list(
      fields.object({ label: plainText("Label"), value: textQuotingFacts("Value", { multiline: true }) }),
      { max: 20, label: "Key info", itemLabel: (p) => p.fields.label.value },
    ),
    leagueInfo: fields.object(
      { heading: textQuotingFacts("Heading"), paragraphs: paragraphs("Paragraphs") },
      { label: "League football" },
    ),
    buttons: fields.object(
      { registerInterest: button("Register interest"), findAGym: button("Find a gym") },
      { label: "Buttons" },
    ),
  },
});
