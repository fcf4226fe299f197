/** /franchising and the investor pack PDF it hands out, CONTENT_DIR/pages/franchising.yaml. */
import { fields, singleton } from "@keystatic/core";
import { copyText, paragraphs } from "./copy-fields";

const items = (label: string) =>
  fields.array(fields.object({ title: copyText("Title"), text: copyText("Text", { multiline: true }) }), {
    label,
    itemLabel: (p) => p.fields.title.value,
  });

const lines = (label: string) =>
  fields.array(copyText("Item", { multiline: true }), { label, itemLabel: (p) => p.value });

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
        sections: fields.array(fields.object({ heading: copyText("Heading"), paragraphs: paragraphs() }), {
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
