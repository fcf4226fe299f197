/**
 * A gym's changeable facts (content/gyms/<id>.yaml): everything the owner may change about a location.
 * Its structural identity (slug, form name, page and sign-up links, membership branch, brand artwork) is
 * code that routes and form contracts depend on: app/content/gym-identity.ts.
 */
import { collection, fields } from "@keystatic/core";
import { FORM_NAME, OPTIONAL_PLACE_SLUG, PLACE_SLUG } from "#contracts/places.ts";
import { emailText, list, plainText, text } from "./fields";
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
      description: "A 24/7 gym is in the finder, the discount form and tours; a studio has its own page",
      options: [
        { label: "24/7 gym", value: "gym" },
        { label: "Studio (group training)", value: "studio" },
      ],
      defaultValue: "gym",
    }),
    status: fields.select({
      label: "Status",
      description: "Draft: saved, seen only by management. Closed: the page says so; forms and tours stop",
      options: [
        { label: "Draft (not published)", value: "draft" },
        { label: "Open", value: "open" },
        { label: "Closed", value: "closed" },
      ],
      defaultValue: "draft",
    }),
    slug: text({
      label: "Web address",
      description: "The page is /<this>, the sign-up /<this>-signup; lower-case words joined by hyphens",
      validation: {
        isRequired: true,
        pattern: { regex: PLACE_SLUG, message: "lower-case words and hyphens" },
      },
    }),
    pagePath: text({
      label: "Page address (optional)",
      description: "Only when the page is not at the web address above",
      validation: { pattern: { regex: OPTIONAL_PLACE_SLUG, message: "lower-case words and hyphens" } },
    }),
    formName: text({
      label: "Form name",
      description:
        "The inbox's name in forms and staff roles (e.g. novolewisham): lower-case letters and digits",
      validation: {
        isRequired: true,
        pattern: { regex: FORM_NAME, message: "lower-case letters and digits" },
      },
    }),
    name: plainText("Name", { description: "As the site shows it, the brand's word first" }),
    shortName: plainText("Short name", {
      description: "The name without the brand's word, for menus and buttons",
    }),
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
    googlePlaceId: plainText("Google place id", { description: "Reviews and the map are matched on it" }),
    glofoxId: plainText("Glofox branch id", { description: "The sign-up frame's branch" }),
  },
});
