/**
 * Field builders of the page copy (FAQ, terms, privacy, franchising): text that may quote a fact, or the
 * offer its section is about ({offer.code}), and the numbered sections of a legal page.
 */
import { fields } from "@keystatic/core";
import { factNames, quotedNamesPattern } from "#contracts/content/facts.ts";
import { list, text, textQuotingFacts } from "./fields";

/** What a section bound to an offer may quote of it, filled from the offers collection in the loader. */
export const offerNames = [
  "offer.name",
  "offer.headline",
  "offer.summary",
  "offer.code",
  "offer.gyms",
  "offer.startsOn",
  "offer.endsOn",
] as const;

/** The page's own "last updated" date, quoted in its body. */
export const pageNames = ["page.lastUpdated"] as const;

const copyPattern = quotedNamesPattern([...factNames, ...offerNames, ...pageNames]);

/** A text that may quote {facts}, the section's {offer.*} and {page.lastUpdated}; an unknown name is refused. */
export function copyText(label: string, options: { multiline?: boolean } = {}) {
  return textQuotingFacts(label, {
    multiline: options.multiline,
    description:
      "May quote a fact in braces, e.g. {<gym id>.price} or {brand.phone}, and in a section about an offer " +
      "{offer.code}, {offer.summary} or {offer.gyms}: one edit of the fact changes every mention.",
    names: copyPattern,
  });
}

export const paragraphs = (label = "Paragraphs") =>
  list(copyText("Paragraph", { multiline: true }), { max: 40, label, itemLabel: (p) => p.value });

/** The offer a section quotes: shown only while that offer is in the offers collection (ended or not). */
export const aboutOffer = () =>
  fields.relationship({
    label: "About the offer",
    description:
      "Fills {offer.code}, {offer.summary}, {offer.gyms}... Leave empty for a section about no offer.",
    collection: "offers",
  });

export const sectionId = () =>
  text({
    label: "Anchor",
    description:
      "The section's #anchor in links: lower-case words and hyphens. Change it and old links break.",
    validation: {
      isRequired: true,
      pattern: { regex: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: "lower-case-words" },
    },
  });

/** A legal page's sections, numbered by the page from their order; `list` is shown as bullets after the text. */
export const legalSections = (label: string) =>
  list(
    fields.object({
      id: sectionId(),
      title: copyText("Title"),
      offer: aboutOffer(),
      paragraphs: paragraphs(),
      list: list(copyText("Item", { multiline: true }), {
        max: 40,
        label: "Bullet list (after the paragraphs)",
        itemLabel: (p) => p.value,
      }),
    }),
    { max: 40, label, itemLabel: (p) => p.fields.title.value },
  );
