/** The Armory's classes (SPEC §3) and class sizes (SPEC §9); the FAQ and the blog quote them as facts. */
import { fields, singleton } from "@keystatic/core";
import { list, text, textQuotingFacts } from "./fields";
import { idField, imageKey, plainText } from "./page-fields";

const size = (label: string) => fields.integer({ label, validation: { isRequired: true, min: 1, max: 50 } });

export const armoryClasses = singleton({
  label: "Studio classes",
  path: "pages/armory-classes",
  format: { data: "yaml" },
  schema: {
    intro: textQuotingFacts("Line above the classes"),
    sizeMin: size("Smallest class"),
    sizeMax: size("Largest class"),
    classes: list(
      fields.object({
        id: idField(),
        name: plainText("Name"),
        duration: plainText("Length, e.g. 45 min"),
        level: plainText("Level"),
        ages: text({
          label: "Ages",
          description: "e.g. 10-15; empty when open to members of any age",
        }),
        description: plainText("Description", { multiline: true }),
        image: imageKey("Image (optional)", { optional: true }),
      }),
      { max: 40, label: "Classes, in order", itemLabel: (p) => p.fields.name.value },
    ),
  },
});
