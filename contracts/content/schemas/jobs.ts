/**
 * Job listings for /join-the-team (SPEC §3 "Job listing"): one file per listing, content/jobs/<id>.yaml; the
 * file name is the listing's anchor (/join-the-team#<id>) and its JobPosting identifier. A listing shows
 * while it is open and up to its closing date (London), and leaves the page and its JSON-LD by itself.
 */
import { collection, fields } from "@keystatic/core";
import { gymSelect, list, text, textQuotingFacts } from "./fields";

const paragraphs = (label: string, min: number, max = 20) =>
  list(textQuotingFacts(label, { multiline: true }), {
    label: `${label}s`,
    itemLabel: (props) => props.value,
    min,
    max,
  });

export const jobs = collection({
  label: "Jobs",
  path: "jobs/*",
  format: { data: "yaml" },
  slugField: "title",
  columns: ["gym", "status"],
  schema: {
    title: fields.slug({
      name: { label: "Job title", validation: { length: { min: 1, max: 150 } } },
      slug: { label: "Anchor", description: "Its address on the page, e.g. fitness-instructor-<gym id>" },
    }),
    gym: gymSelect(),
    status: fields.select({
      label: "Status",
      options: [
        { label: "Open: on the page", value: "open" },
        { label: "Closed: off the page", value: "closed" },
      ],
      defaultValue: "open",
    }),
    closesOn: fields.date({
      label: "Closing date (optional)",
      description: "The last day it is listed (London); it leaves the page the day after.",
    }),
    order: fields.integer({
      label: "Position in the list",
      description: "Smallest first",
      defaultValue: 100,
      validation: { isRequired: true },
    }),
    salary: text({ label: "Salary as shown", description: "Empty: no salary (freelance roles)" }),
    pay: fields.conditional(
      fields.select({
        label: "Pay for search engines",
        options: [
          { label: "None", value: "none" },
          { label: "Per year", value: "YEAR" },
          { label: "Per hour", value: "HOUR" },
        ],
        defaultValue: "none",
      }),
      {
        none: fields.empty(),
        YEAR: fields.number({ label: "£ per year", validation: { isRequired: true, min: 0 } }),
        HOUR: fields.number({ label: "£ per hour", step: 0.01, validation: { isRequired: true, min: 0 } }),
      },
    ),
    employmentType: text({ label: "Employment type as shown", validation: { length: { min: 1 } } }),
    employmentTypes: fields.multiselect({
      label: "Employment types for search engines",
      options: [
        { label: "Full-time", value: "FULL_TIME" },
        { label: "Part-time", value: "PART_TIME" },
        { label: "Contractor or freelance", value: "CONTRACTOR" },
      ],
    }),
    descriptions: paragraphs("Description", 1),
    // SPEC §3: responsibility1..6, five or six of them.
    responsibilities: paragraphs("Responsibility", 5, 6),
    datePosted: fields.date({ label: "Date posted", validation: { isRequired: true } }),
  },
});
