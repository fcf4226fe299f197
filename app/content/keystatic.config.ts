/**
 * The one schema of each content collection (issue 17): the site reads `CONTENT_DIR` through it
 * (app/content/store.server.ts, Keystatic's reader validates every entry against it), and the staff editor
 * will be mounted on the same config. Paths are relative to CONTENT_DIR. Decision 0013.
 */
import { collection, config, fields } from "@keystatic/core";
import { athletic } from "./schemas/athletic";
import { careers } from "./schemas/careers";
import { company } from "./schemas/company";
import { faq } from "./schemas/faq";
import { gymsSelect, list, text } from "./schemas/fields";
import { franchising } from "./schemas/franchising";
import { gymsCollection } from "./schemas/gyms";
import { home } from "./schemas/home";
import { mealPrep, retreat } from "./schemas/interest";
import { jobs } from "./schemas/jobs";
import { pageMeta } from "./schemas/page-meta";
import { photos } from "./schemas/photos";
import { posts } from "./schemas/posts";
import { press } from "./schemas/press";
import { privacy } from "./schemas/privacy";
import { recovery } from "./schemas/recovery";
import { standingOffers } from "./schemas/standing-offers";
import { armoryClasses } from "./schemas/studio-classes";
import { terms } from "./schemas/terms";
import { tours } from "./schemas/tours";

export const contentConfig = config({
  storage: { kind: "local" },
  // Page copy read as one entry each (FAQ, terms, ...), and the tour settings: CONTENT_DIR/<path>.yaml.
  singletons: {
    faq,
    terms,
    privacy,
    franchising,
    careers,
    press,
    home,
    athletic,
    retreat,
    mealPrep,
    recovery,
    armoryClasses,
    standingOffers,
    pageMeta,
    tours,
    company,
  },
  collections: {
    posts,
    jobs,
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
            validation: { length: { min: 1, max: 120 } },
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
        gyms: gymsSelect("Gyms it applies to"),
        conditions: list(text({ label: "Condition", validation: { length: { min: 1 } } }), {
          max: 10,
          label: "Significant conditions (shown beside the offer, CAP Code 3.26)",
          itemLabel: (props) => props.value,
        }),
        startsOn: fields.date({ label: "First day (London)", validation: { isRequired: true } }),
        endsOn: fields.date({ label: "Last day (London)", validation: { isRequired: true } }),
      },
    }),
    gyms: gymsCollection,
  },
});

export type ContentConfig = typeof contentConfig;
