/** Field builders several content schemas share. */
import { fields } from "@keystatic/core";
import { quotedFactsPattern } from "../facts";

/** A text field whose copy may quote facts by {name}; the editor refuses an unknown name. */
export function textQuotingFacts(label: string, options: { multiline?: boolean; description?: string } = {}) {
  return fields.text({
    label,
    multiline: options.multiline,
    description:
      options.description ??
      "May quote a fact in braces, e.g. {greenwich.price} or {brand.phone}: one edit of the fact changes every mention.",
    validation: {
      length: { min: 1 },
      pattern: {
        regex: quotedFactsPattern,
        message: "a name in braces must be a known fact, e.g. {welling.price}",
      },
    },
  });
}
