/**
 * A place (content/gyms/<id>.yaml): a 24/7 gym or a studio, everything the site knows of it (decision 0030).
 * The file's id is its stable key, which other entries reference and which never changes; the slug is its
 * address, which may (the former ones answer with a 301).
 */
import { collection, fields } from "@keystatic/core";
import { FORM_NAME, OPTIONAL_PLACE_SLUG, PLACE_SLUG } from "#contracts/places.ts";
import { emailText, list, plainText, text, textQuotingFacts } from "./fields";
import { imageKeys } from "./page-fields";

const time = (label: string) =>
  text({
    label,
    description: "24-hour London time, HH:MM",
    validation: { isRequired: true, pattern: { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: "as HH:MM" } },
  });

const range = (label: string) =>
  fields.object(
    {
      label: text({
        label: "Label",
        description: "e.g. weekdays, Saturday",
        validation: { length: { min: 1 } },
      }),
      days: fields.multiselect({
        label: "Days",
        options: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].map((day) => ({ label: day, value: day })),
      }),
      opens: time("Opens"),
      closes: time("Closes"),
    },
    { label },
  );

// Values typed string, as the gym entry reads them.
const imageOptions = imageKeys.map((key) => ({ label: key, value: key as string }));
const image = (label: string) =>
  fields.select({ label, options: imageOptions, defaultValue: imageOptions[0]?.value ?? "" });

/** Minutes of staffed time (issue 32): management's setting, outside GYM_EDITABLE_FIELDS. */
const contactMinutes = (label: string, description: string, defaultValue: number) =>
  fields.integer({ label, description, defaultValue, validation: { isRequired: true, min: 1, max: 480 } });

/** The words of one of the place's pages; left empty, the site writes them from the entry (place-copy.ts). */
const pageWords = (label: string) =>
  fields.object(
    {
      title: textQuotingFacts("Title", { optional: true, description: "Empty: written from the name" }),
      description: textQuotingFacts("Description", { optional: true, multiline: true }),
      heading: textQuotingFacts("Main heading", { optional: true }),
      intro: textQuotingFacts("Introduction", { optional: true, multiline: true }),
    },
    { label },
  );

const coordinate = (label: string, min: number, max: number) =>
  fields.number({ label, step: 0.00001, validation: { isRequired: true, min, max } });

export const gymsCollection = collection({
  label: "Gyms",
  path: "gyms/*",
  format: { data: "yaml" },
  slugField: "id",
  schema: {
    id: fields.slug({ name: { label: "Gym", validation: { length: { min: 1, max: 100 } } } }),
    kind: fields.select({
      label: "Kind",
      options: [
        { label: "24/7 gym (finder, discount form, tours)", value: "gym" },
        { label: "Studio (group training: its own page, not in the finder)", value: "studio" },
      ],
      defaultValue: "gym",
    }),
    status: fields.select({
      label: "Status",
      description: "Draft: only management sees it (Preview in the staff area). Closed: its page says so.",
      options: [
        { label: "Draft (not published)", value: "draft" },
        { label: "Open", value: "open" },
        { label: "Closed", value: "closed" },
      ],
      defaultValue: "draft",
    }),
    slug: text({
      label: "Address on the site",
      description: "The page is /<this>, the sign-up /<this>-signup. A change keeps the old links working.",
      validation: {
        isRequired: true,
        length: { min: 1, max: 60 },
        pattern: {
          regex: PLACE_SLUG,
          message: "lower-case letters and digits, words joined by single hyphens",
        },
      },
    }),
    pagePath: text({
      label: "Page address, when not the one above",
      description: "Usually empty",
      validation: {
        length: { max: 60 },
        pattern: {
          regex: OPTIONAL_PLACE_SLUG,
          message: "empty, or lower-case letters and digits, words joined by single hyphens",
        },
      },
    }),
    formName: text({
      label: "Form name",
      description: "How the forms and staff roles name this place's inbox, e.g. novolewisham",
      validation: {
        isRequired: true,
        length: { min: 1, max: 40 },
        pattern: { regex: FORM_NAME, message: "lower-case letters and digits" },
      },
    }),
    name: plainText("Name", { description: 'e.g. "Novo Lewisham"' }),
    shortName: plainText("Short name", { description: 'e.g. "Lewisham"' }),
    address: plainText("Address", { description: "Street, area, town (without the postcode)" }),
    locality: plainText("Locality"),
    postcode: text({
      label: "Postcode",
      validation: {
        isRequired: true,
        pattern: { regex: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, message: "a UK postcode" },
      },
    }),
    email: emailText("E-mail"),
    latitude: coordinate("Latitude", 49, 61),
    longitude: coordinate("Longitude", -8, 2),
    intro: plainText("Intro, first line"),
    introSecondLine: plainText("Intro, second line"),
    bold: plainText("Strapline"),
    description: plainText("Description", { multiline: true }),
    monthlyPrice: fields.number({
      label: "Monthly price (£)",
      step: 0.01,
      validation: { isRequired: true, min: 0, max: 1000 },
    }),
    access: fields.select({
      label: "Access",
      options: [
        { label: "24/7 through the members' app", value: "24/7" },
        { label: "Booked classes only", value: "classes" },
      ],
      defaultValue: "24/7",
    }),
    staffed: list(range("Staffed hours"), {
      max: 14,
      label: "Staffed hours",
      itemLabel: (p) => p.fields.label.value,
    }),
    remindAfterMinutes: contactMinutes(
      "Remind the gym after (minutes)",
      "Staffed minutes a new lead may wait before the gym's inbox is reminded; the visitor is promised a call within it",
      15,
    ),
    escalateAfterMinutes: contactMinutes(
      "Tell management after (minutes)",
      "Staffed minutes a new lead may wait before management is told",
      60,
    ),
    recovery: list(range("Recovery hours"), {
      max: 14,
      label: "Recovery area hours (none: no recovery area)",
      itemLabel: (p) => p.fields.label.value,
    }),
    amenities: list(
      fields.object({
        title: plainText("Title"),
        description: plainText("Description", { multiline: true }),
        image: image("Image"),
      }),
      { max: 30, label: "Amenities", itemLabel: (p) => p.fields.title.value },
    ),
    photos: list(
      fields.object({
        image: image("Image"),
        alt: plainText("Alt text", { description: "What the photo shows" }),
      }),
      { max: 30, label: "Photos (the gym page's carousel)", itemLabel: (p) => p.fields.alt.value },
    ),
    membershipBranch: text({
      label: "Membership branch",
      description: "The sign-up page's branch at the membership provider",
      validation: {
        isRequired: true,
        length: { min: 1, max: 60 },
        pattern: { regex: /^[a-z0-9-]+$/, message: "lower-case letters, digits and hyphens" },
      },
    }),
    artwork: fields.object(
      { interior: image("Interior"), entry: image("Entrance"), map: image("Map") },
      { label: "Artwork (the finder's and the page's pictures)" },
    ),
    formBackground: image("Discount form background"),
    claimLabel: plainText("Claim button label", {
      description: "The gym page's button to the discount form",
    }),
    pages: fields.object(
      {
        page: pageWords("Its page"),
        signUp: pageWords("Its sign-up page"),
        tour: pageWords("Its tour page"),
      },
      { label: "Page words (empty: written from the entry)" },
    ),
    googlePlaceId: plainText("Google place id", { description: "Reviews and the map are matched on it" }),
    glofoxId: plainText("Glofox branch id", { description: "The sign-up frame's branch" }),
  },
});
