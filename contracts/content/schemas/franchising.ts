/** /franchising and the investor pack PDF it hands out, CONTENT_DIR/pages/franchising.yaml. */
import { fields, singleton } from "@keystatic/core";
import { copyText, paragraphs } from "./copy-fields";
import { list } from "./fields";

const items = (label: string) =>
  list(fields.object({ title: copyText("Title"), text: copyText("Text", { multiline: true }) }), {
    max: 20,
    label,
    itemLabel: (p) => p.fields.title.value,
  });

const lines = (label: string) =>
  list(copyText("Item", { multiline: true }), { max: 20, label, itemLabel: (p) => p.value });

export const franchising = singleton({
  label: "Franchising",
  path: "pages/franchising",
  format: { data: "yaml" },
  schema: {
    hero: fields.object(
      { heading: copyText("Heading"), text: copyText("Text", { multiline: true }) },
      { label: "Hero" },
    ),
    intro: paragraphs("Introduction"),
    whyFranchise: fields.object(
      { heading: copyText("Heading"), items: items("Reasons") },
      { label: "Why franchise" },
    ),
    model: fields.object(
      { heading: copyText("Heading"), paragraphs: paragraphs(), points: lines("Points") },
      { label: "The model" },
    ),
    support: fields.object({ heading: copyText("Heading"), items: items("Support") }, { label: "Support" }),
    packContents: fields.object(
      { heading: copyText("Heading"), items: lines("Items") },
      { label: "Pack contents" },
    ),
    form: fields.object(
      {
        heading: copyText("Heading"),
        text: copyText("Text", { multiline: true }),
        buttonLabel: copyText("Button"),
      },
      { label: "Form" },
    ),
    thankYou: fields.object(
      { heading: copyText("Heading"), text: copyText("Text", { multiline: true }) },
      { label: "After sending the form" },
    ),
    investorPack: fields.object(
      {
        title: copyText("Title"),
        subtitle: copyText("Subtitle"),
        sections: list(fields.object({ heading: copyText("Heading"), paragraphs: paragraphs() }), {
          max: 30,
          label: "Sections",
          itemLabel: (p) => p.fields.heading.value,
        }),
      },
      {
        label: "Investor pack (PDF)",
        description:
          "Written into the PDF by `npm run investor-pack`: a change here needs the PDF made again.",
      },
    ),
  },
});
