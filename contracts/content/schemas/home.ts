/** The home page's copy (/): hero lines, the service sections, the offer band and the blog band. */
import { fields, singleton } from "@keystatic/core";
import { list, text, textQuotingFacts } from "./fields";
import { idField, imageKey, plainText, sitePath } from "./page-fields";

export const home = singleton({
  label: "Home page",
  path: "pages/home",
  format: { data: "yaml" },
  schema: {
    intro: fields.object(
      {
        eyebrow: textQuotingFacts("Eyebrow"),
        lines: list(textQuotingFacts("Line", { multiline: true }), {
          max: 6,
          label: "Lines under the heading",
          itemLabel: (p) => p.value,
        }),
      },
      { label: "Hero" },
    ),
    services: list(
      fields.object({
        id: idField(),
        eyebrow: textQuotingFacts("Eyebrow"),
        heading: textQuotingFacts("Heading"),
        text: textQuotingFacts("Text", { multiline: true }),
        points: list(textQuotingFacts("Point"), { max: 12, label: "Points", itemLabel: (p) => p.value }),
        image: imageKey("Image"),
        ctaLabel: plainText("Button label"),
        ctaTo: sitePath("Button leads to"),
      }),
      { max: 12, label: "Service sections", itemLabel: (p) => p.fields.id.value },
    ),
    offerBand: fields.object(
      {
        eyebrow: plainText("Eyebrow"),
        text: text({
          label: "Sentence before the code",
          description: "{summary} is the offer's summary, {gyms} the short names of its gyms",
          validation: { length: { min: 1 } },
        }),
        ends: text({
          label: "End date line",
          description: "{endsOn} is the offer's last day",
          validation: { length: { min: 1 } },
        }),
        ctaLabel: plainText("Button label"),
        ctaTo: sitePath("Button leads to"),
      },
      { label: "Offer band (shown while an offer runs)" },
    ),
    blog: fields.object(
      {
        eyebrow: plainText("Eyebrow"),
        heading: plainText("Heading"),
        ctaLabel: plainText("Button label"),
        ctaTo: sitePath("Button leads to"),
      },
      { label: "Blog band" },
    ),
  },
});
