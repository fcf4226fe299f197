/**
 * Blog posts (SPEC §3): one file per post, content/posts/<id>.yaml; the file name is the post's address,
 * /blog/<id>. The body is a blocks field with SPEC §3's block types as app/content/blog-types.ts models them.
 * A two-column block or a section holds the other block types one level down: Keystatic's schemas cannot
 * recurse, and no post nests a column in a column.
 */
import { collection, fields } from "@keystatic/core";
import { gymSelect, list, plainText, text, textQuotingFacts } from "./fields";

/** Copy that may quote facts by {name}; empty allowed where the block's field is optional. */
const prose = (label: string, options: { optional?: boolean; multiline?: boolean } = {}) =>
  textQuotingFacts(label, {
    multiline: options.multiline ?? true,
    optional: options.optional,
    description: "May quote a fact in braces, e.g. {<gym id>.name} or {recovery.steamTemperature}.",
  });

/** A select whose options are their own labels. */
function choice<const V extends string>(label: string, values: readonly V[], defaultValue: NoInfer<V>) {
  return fields.select({ label, options: values.map((value) => ({ label: value, value })), defaultValue });
}

const alignment = (defaultValue: "left" | "center") =>
  fields.select({
    label: "Alignment",
    options: [
      { label: "Left", value: "left" },
      { label: "Centre", value: "center" },
      { label: "Right", value: "right" },
    ],
    defaultValue,
  });

const textStyle = choice("Text style", ["normal", "lead", "muted", "bold", "italic"], "normal");

/** The block types that may stand anywhere, in a column or a section too. */
const leafBlocks = {
  heading: {
    label: "Heading",
    itemLabel: (props: { fields: { text: { value: string } } }) => `Heading: ${props.fields.text.value}`,
    schema: fields.object({
      text: prose("Text", { multiline: false }),
      level: fields.select({
        label: "Level",
        options: [1, 2, 3, 4, 5, 6].map((level) => ({ label: `Level ${level}`, value: String(level) })),
        defaultValue: "2",
      }),
      style: choice("Style", ["default", "display", "underlined"], "default"),
    }),
  },
  paragraph: {
    label: "Paragraph",
    schema: fields.object({
      heading: prose("Heading (optional)", { optional: true, multiline: false }),
      text: prose("Text"),
      alignment: alignment("left"),
      style: textStyle,
    }),
  },
  list: {
    label: "List",
    schema: fields.object({
      style: choice("Style", ["bullet", "numbered", "checklist"], "bullet"),
      columns: choice("Columns", ["1", "2", "3"], "1"),
      items: list(
        fields.object({
          heading: prose("Heading (optional: without one the item is plain text)", {
            optional: true,
            multiline: false,
          }),
          text: prose("Text"),
        }),
        {
          max: 40,
          label: "Items",
          itemLabel: (props) => props.fields.heading.value || props.fields.text.value,
        },
      ),
    }),
  },
  image: {
    label: "Image",
    schema: fields.object({
      url: plainText("Image path", { description: "A path on the media host, e.g. blog/steam-room.jpg" }),
      alt: plainText("Alt text"),
      width: choice("Width", ["small", "medium", "large", "full"], "full"),
      alignment: alignment("center"),
      caption: fields.checkbox({ label: "Show the caption" }),
      captionText: prose("Caption", { optional: true, multiline: false }),
      intrinsicWidth: fields.integer({ label: "Width in pixels", validation: { isRequired: true, min: 1 } }),
      intrinsicHeight: fields.integer({
        label: "Height in pixels",
        validation: { isRequired: true, min: 1 },
      }),
    }),
  },
  workout: {
    label: "Workout",
    schema: fields.object({
      title: prose("Title", { multiline: false }),
      description: prose("Description", { optional: true }),
      difficulty: choice("Difficulty", ["beginner", "intermediate", "advanced"], "intermediate"),
      duration: fields.integer({ label: "Duration (minutes)", validation: { min: 1 } }),
      exerciseType: text({ label: "Exercise type" }),
      exercises: list(
        fields.object({
          name: plainText("Name"),
          sets: fields.integer({ label: "Sets", validation: { min: 1 } }),
          reps: text({ label: "Reps" }),
          rest: text({ label: "Rest" }),
          notes: prose("Notes", { optional: true }),
        }),
        { max: 40, label: "Exercises", itemLabel: (props) => props.fields.name.value },
      ),
    }),
  },
  footnote: {
    label: "Footnote",
    schema: fields.object({ text: prose("Text"), alignment: alignment("left"), style: textStyle }),
  },
  callToAction: {
    label: "Call to action",
    schema: fields.object({
      text: prose("Button text", { multiline: false }),
      link: plainText("Link", { description: "A path on the site, e.g. /offers" }),
      colour: choice("Colour", ["yellow", "black", "white"], "yellow"),
    }),
  },
};

const innerBlocks = (label: string) =>
  fields.blocks(leafBlocks, { label, validation: { length: { max: 40 } } });

const allBlocks = {
  ...leafBlocks,
  twoColumn: {
    label: "Two columns",
    schema: fields.object({
      ratio: choice("Ratio", ["50:50", "60:40", "40:60", "70:30", "30:70"], "50:50"),
      verticalAlignment: choice("Vertical alignment", ["top", "center", "bottom"], "top"),
      spacing: choice("Spacing", ["small", "medium", "large"], "medium"),
      reversed: fields.checkbox({ label: "Swap the columns on wide screens" }),
      style: choice("Background", ["white", "black", "grey"], "white"),
      leftColumn: innerBlocks("Left column"),
      rightColumn: innerBlocks("Right column"),
    }),
  },
  section: {
    label: "Section (on black)",
    schema: fields.object({ blocks: innerBlocks("Blocks") }),
  },
};

const words = (label: string) =>
  list(plainText(label), { max: 30, label: `${label}s`, itemLabel: (props) => props.value });

export const posts = collection({
  label: "Blog posts",
  path: "posts/*",
  format: { data: "yaml" },
  slugField: "title",
  columns: ["publishedOn"],
  schema: {
    title: fields.slug({
      name: { label: "Title", validation: { length: { min: 1, max: 200 } } },
      slug: { label: "Address", description: "The post's address: /blog/<this>" },
    }),
    slug: text({ label: "Search-friendly slug", validation: { length: { min: 1 } } }),
    summary: prose("Summary (cards and the featured post)"),
    author: fields.object(
      { id: plainText("Author id"), name: plainText("Author name") },
      { label: "Author" },
    ),
    gym: gymSelect(),
    heroImage: fields.object(
      {
        url: plainText("Image path", { description: "A path on the media host, e.g. blog/sauna-guide.jpg" }),
        alt: plainText("Alt text"),
        width: fields.integer({ label: "Width in pixels", validation: { isRequired: true, min: 1 } }),
        height: fields.integer({ label: "Height in pixels", validation: { isRequired: true, min: 1 } }),
      },
      { label: "Hero image" },
    ),
    publishedOn: fields.date({ label: "Published on", validation: { isRequired: true } }),
    lastUpdated: fields.datetime({ label: "Last updated (UTC)", validation: { isRequired: true } }),
    categories: words("Category"),
    tags: words("Tag"),
    seo: fields.object(
      {
        metaTitle: plainText("Meta title"),
        metaDescription: prose("Meta description"),
        keywords: words("Keyword"),
      },
      { label: "Search engines" },
    ),
    blocks: fields.blocks(allBlocks, { label: "Body", validation: { length: { max: 200 } } }),
  },
});
