/**
 * The one schema of each content collection (issue 17): the site reads `CONTENT_DIR` through it
 * (app/content/store.server.ts, Keystatic's reader validates every entry against it), and the staff editor
 * will be mounted on the same config. Paths are relative to CONTENT_DIR. Decision 0013.
 */
import { collection, config, fields } from "@keystatic/core";
import { photos } from "./schemas/photos";

const gymOptions = [
  { label: "Novo Armory", value: "armory" },
  { label: "Novo Greenwich", value: "greenwich" },
  { label: "Novo Welling", value: "welling" },
] as const;

const time = (label: string) =>
  fields.text({
    label,
    description: "24-hour London time, HH:MM",
    validation: { isRequired: true, pattern: { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: "as HH:MM" } },
  });

const range = (label: string) =>
  fields.object(
    {
      label: fields.text({
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

export const contentConfig = config({
  storage: { kind: "local" },
  // Page copy read as one entry each (FAQ, terms, ...): CONTENT_DIR/<path>.yaml.
  singletons: {},
  collections: {
    photos,
    /** SPEC §2/§4 offers with their dates: live from the start date to the end of the end date (London). */
    offers: collection({
      label: "Offers",
      path: "offers/*",
      format: { data: "yaml" },
      slugField: "name",
      schema: {
        name: fields.slug({
          name: {
            label: "Name in a sentence",
            description: 'How a sentence names it: "our 50% off day pass offer"',
            validation: { length: { min: 1 } },
          },
        }),
        headline: fields.text({ label: "Headline", validation: { length: { min: 1, max: 40 } } }),
        summary: fields.text({ label: "Summary", validation: { length: { min: 1, max: 120 } } }),
        code: fields.text({
          label: "Code",
          validation: {
            isRequired: true,
            pattern: { regex: /^[A-Z0-9]{3,20}$/, message: "capitals and digits" },
          },
        }),
        gyms: fields.multiselect({ label: "Gyms it applies to", options: [...gymOptions] }),
        conditions: fields.array(fields.text({ label: "Condition", validation: { length: { min: 1 } } }), {
          label: "Significant conditions (shown beside the offer, CAP Code 3.26)",
          itemLabel: (props) => props.value,
        }),
        startsOn: fields.date({ label: "First day (London)", validation: { isRequired: true } }),
        endsOn: fields.date({ label: "Last day (London)", validation: { isRequired: true } }),
      },
    }),
    /**
     * A gym's monthly price and hours. Prepared, not yet shipped or rendered: the pages still take them from
     * app/content/gyms.ts until they read them from here (issue 17, §1; decision 0013). No file is shipped,
     * so the facts are not written twice meanwhile.
     */
    gyms: collection({
      // Said in the editor itself, so nobody edits a price expecting the site to change yet.
      label: "Gyms (not on the site yet: prices and hours still come from the code)",
      path: "gyms/*",
      format: { data: "yaml" },
      slugField: "id",
      schema: {
        id: fields.slug({ name: { label: "Gym", validation: { length: { min: 1 } } } }),
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
        staffed: fields.array(range("Staffed hours"), {
          label: "Staffed hours",
          itemLabel: (p) => p.fields.label.value,
        }),
        recovery: fields.array(range("Recovery hours"), {
          label: "Recovery area hours (none: no recovery area)",
          itemLabel: (p) => p.fields.label.value,
        }),
      },
    }),
  },
});

export type ContentConfig = typeof contentConfig;
export const gymIds = gymOptions.map((option) => option.value);
