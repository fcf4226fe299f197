/**
 * Field builders several content schemas share. Every text and list in the schemas is bounded (issue 30): a
 * save or a hand-edited file beyond a maximum fails its schema, so no entry can grow without limit.
 */
import { type ComponentSchema, fields } from "@keystatic/core";
import { quotedFactsPattern } from "#contracts/content/facts.ts";

/** The longest one-line text (a title, a label, a name) and the longest multi-line one (a paragraph). */
export const LINE_MAX = 300;
export const PARAGRAPH_MAX = 5000;

type TextOptions = Parameters<typeof fields.text>[0];

/** Keystatic's text field with a maximum length: the caller's, or a line's or a paragraph's. */
export function text(options: TextOptions) {
  const length = options.validation?.length;
  const max = length?.max ?? (options.multiline ? PARAGRAPH_MAX : LINE_MAX);
  return fields.text({ ...options, validation: { ...options.validation, length: { ...length, max } } });
}

type ListOptions<E extends ComponentSchema> = NonNullable<Parameters<typeof fields.array<E>>[1]>;

/** Keystatic's list with a maximum count, which each list states for its use. */
export function list<E extends ComponentSchema>(
  element: E,
  options: Omit<ListOptions<E>, "validation"> & { max: number; min?: number },
) {
  const { max, min, ...rest } = options;
  return fields.array(element, { ...rest, validation: { length: { min, max } } });
}

/** A text that must not be empty. */
export function plainText(label: string, options: { multiline?: boolean; description?: string } = {}) {
  return text({ label, ...options, validation: { length: { min: 1 } } });
}

/** An e-mail address, required. */
export function emailText(label: string, description?: string) {
  return text({
    label,
    description,
    validation: {
      isRequired: true,
      pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: "an e-mail address" },
    },
  });
}

/** A UK phone number as people read it ("020 7946 0123"), required. */
export function phoneText(label: string) {
  return text({
    label,
    validation: { isRequired: true, pattern: { regex: /^[0-9 +]{10,16}$/, message: "a phone number" } },
  });
}

/**
 * A text field whose copy may quote facts by {name}; the editor refuses an unknown name. `names` widens what
 * it may quote (the page copy's {offer.*}); `optional` lets it be empty (a block's optional field).
 */
export function textQuotingFacts(
  label: string,
  options: { multiline?: boolean; description?: string; optional?: boolean; names?: RegExp } = {},
) {
  return text({
    label,
    multiline: options.multiline,
    description:
      options.description ??
      "May quote a fact in braces, e.g. {<gym id>.price} or {brand.phone}: one edit of the fact changes every mention.",
    validation: {
      length: { min: options.optional ? 0 : 1 },
      pattern: {
        regex: options.names ?? quotedFactsPattern,
        message: "a name in braces must be a known fact, e.g. {<gym id>.price}",
      },
    },
  });
}

/**
 * The one gym an entry belongs to (a post's, a job's): a picker of the gym entries that exist when the editor
 * opens (issue 37: places are content), storing the entry's id as before. The save gate checks the id names a
 * place (server/content/places-check.ts): the reader does not.
 */
export function gymSelect(label = "Gym", description?: string) {
  return fields.relationship({ label, description, collection: "gyms", validation: { isRequired: true } });
}

/**
 * The gyms an entry applies to (an offer's, a tour closure's): the ids of existing gym entries, a list as
 * before; none chosen is an empty list. The save gate checks each id (and, for tours, that it is a 24/7 gym).
 */
export function gymsSelect(label: string, description?: string) {
  return fields.multiRelationship({ label, description, collection: "gyms" });
}
