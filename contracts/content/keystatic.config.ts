/**
 * The one schema of each content collection (issue 17): the site reads `CONTENT_DIR` through it
 * (server/content/store.ts, Keystatic's reader validates every entry against it), and the staff editor
 * will be mounted on the same config. Paths are relative to CONTENT_DIR. Decision 0013.
 */
import { collection, config, fields } from "@keystatic/core";
import { athletic } from "#contracts/content/schemas/athletic.ts";
import { careers } from "#contracts/content/schemas/careers.ts";
import { company } from "#contracts/content/schemas/company.ts";
import { faq } from "#contracts/content/schemas/faq.ts";
import { gymsSelect, list, text } from "#contracts/content/schemas/fields.ts";
import { franchising } from "#contracts/content/schemas/franchising.ts";
import { gymsCollection } from "#contracts/content/schemas/gyms.ts";
import { home } from "#contracts/content/schemas/home.ts";
import { mealPrep, retreat } from "#contracts/content/schemas/interest.ts";
import { jobs } from "#contracts/content/schemas/jobs.ts";
import { pageMeta } from "#contracts/content/schemas/page-meta.ts";
import { photos } from "#contracts/content/schemas/photos.ts";
import { posts } from "#contracts/content/schemas/posts.ts";
import { press } from "#contracts/content/schemas/press.ts";
import { privacy } from "#contracts/content/schemas/privacy.ts";
import { recovery } from "#contracts/content/schemas/recovery.ts";
import { reviewPolicy } from "#contracts/content/schemas/review-policy.ts";
import { standingOffers } from "#contracts/content/schemas/standing-offers.ts";
import { armoryClasses } from "#contracts/content/schemas/studio-classes.ts";
import { terms } from "#contracts/content/schemas/terms.ts";
import { tours } from "#contracts/content/schemas/tours.ts";

export const contentConfig = config({
  storage: { kind: "local" },
  // Page copy read as one entry each (FAQ, terms, ...), and the tour settings: CONTENT_DIR/<path>.yaml.
  singletons: {
    faq,
    terms,
    privacy,
    reviewPolicy,
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
