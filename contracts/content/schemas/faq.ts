/** The FAQ (SPEC §2): its sections of questions and answers, CONTENT_DIR/pages/faq.yaml. */
import { fields, singleton } from "@keystatic/core";
import { aboutOffer, copyText, sectionId } from "./copy-fields";
import { list, text } from "./fields";

export const faq = singleton({
  label: "FAQ",
  path: "pages/faq",
  format: { data: "yaml" },
  schema: {
    sections: list(
      fields.object({
        id: sectionId(),
        title: text({ label: "Title", validation: { length: { min: 1 } } }),
        items: list(
          fields.object({
            question: copyText("Question"),
            answer: copyText("Answer", { multiline: true }),
            offer: aboutOffer(),
          }),
          { max: 60, label: "Questions", itemLabel: (p) => p.fields.question.value },
        ),
      }),
      { max: 30, label: "Sections", itemLabel: (p) => p.fields.title.value },
    ),
  },
});
