/** Field builders the page-copy schemas (home, athletic, interest pages, recovery, Armory classes) share. */
import { fields } from "@keystatic/core";
import { type ImageKey, media } from "#contracts/content/media.ts";
import { list, plainText, text, textQuotingFacts } from "./fields";

/** The art-directed images a page may name (contracts/content/media.ts). */
export const imageKeys = Object.entries(media)
  .filter(([, entry]) => entry.kind === "image")
  .map(([key]) => key) as ImageKey[];

/** An image by its key in contracts/content/media.ts; optional ones may be left empty. */
export function imageKey(label: string, options: { optional?: boolean } = {}) {
  const names = imageKeys.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  return text({
    label,
    description: `One of: ${imageKeys.join(", ")}`,
    validation: {
      length: { min: options.optional ? 0 : 1 },
      pattern: {
        regex: new RegExp(`^(?:${names})${options.optional ? "?" : ""}$`),
        message: "a known image",
      },
    },
  });
}

/** A site path a button leads to, e.g. /locations. */
export function sitePath(label: string) {
  return text({
    label,
    validation: {
      isRequired: true,
      pattern: { regex: /^\/[a-z0-9/#?=-]*$/, message: "a path such as /locations" },
    },
  });
}

/** Re-exported: the page schemas take their field builders from here. */
export { plainText };

/** A list of paragraphs, each of which may quote facts. */
export const paragraphs = (label: string) =>
  list(textQuotingFacts("Paragraph", { multiline: true }), { max: 40, label, itemLabel: (p) => p.value });

/** An entry's id in a list: lower case with hyphens; anchors, links and tests use it, so it should not change. */
export const idField = () =>
  text({
    label: "Id",
    description: "Lower case with hyphens; links and tests use it",
    validation: { isRequired: true, pattern: { regex: /^[a-z0-9-]+$/, message: "lower case and hyphens" } },
  });

/** A tab of a tabbed section: its id is its anchor (#id) and must not change once linked. */
export const tab = () =>
  fields.object({
    id: idField(),
    label: plainText("Tab label"),
    heading: textQuotingFacts("Heading"),
    text: textQuotingFacts("Text", { multiline: true }),
  });
