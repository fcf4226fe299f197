/** The FAQ (SPEC §2): its sections of questions and answers, CONTENT_DIR/pages/faq.yaml. */
import { fields, singleton } from "@keystatic/core";
import { aboutOffer, copyText, sectionId } from "./copy-fields";

export const faq = singleton({
  label: "FAQ",
  path: "pages/faq",
  format: { data: "yaml" },
  schema: {
    sections: fields.array(
      fields.object({
        id: sectionId(),
        title: fields.text({ label: "Title", validation: { length: { min: 1 } } }),
        items: fields.array(
          fields.object({
            question: copyText("Question"),
            answer: copyText("Answer", { multiline: true }),
            offer: aboutOffer(),
          }),
          { label: "Questions", itemLabel: (p) => p.fields.question.value },
        ),
      }),
      { label: "Sections", itemLabel: (p) => p.fields.title.value },
    ),
  },
});
