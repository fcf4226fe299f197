/**
 * Every page's title, description, main heading and introduction (content/pages/meta.yaml), in one entry so
 * the owner sees how the pages read in search results side by side. The paths stay code (page-paths.ts).
 * A place's pages have their words in the place's own entry (content/gyms/<id>.yaml, decision 0030).
 */
import { fields, singleton } from "@keystatic/core";
import { type PageId, pagePaths } from "#contracts/content/page-paths.ts";
import { textQuotingFacts } from "./fields";

const label = (name: string, id: PageId) => `${name} (${pagePaths[id]})`;

const common = {
  title: textQuotingFacts("Title", {
    description: "The browser tab and the link in search results. May quote a fact, e.g. {<gym id>.name}.",
  }),
  description: textQuotingFacts("Description", {
    multiline: true,
    description: "Under the link in search results and in link previews. May quote a fact.",
  }),
  heading: textQuotingFacts("Main heading"),
};

/** A page whose hero shows only the heading (its other hero text is on the page's own entry). */
const page = (name: string, id: PageId) => fields.object(common, { label: label(name, id) });

/** A page whose hero shows the heading and an introduction under it. */
const pageWithIntro = (name: string, id: PageId) =>
  fields.object(
    { ...common, intro: textQuotingFacts("Introduction", { multiline: true }) },
    { label: label(name, id) },
  );

const pages = {
  home: page("Home", "home"),
  locations: pageWithIntro("Locations", "locations"),
  retreat: page("Retreats", "retreat"),
  mealPrep: page("Prep", "mealPrep"),
  recovery: pageWithIntro("Recovery guide", "recovery"),
  offers: pageWithIntro("Offers", "offers"),
  contacts: pageWithIntro("Contact", "contacts"),
  faq: pageWithIntro("FAQ", "faq"),
  press: page("Press enquiries", "press"),
  blog: pageWithIntro("Blog", "blog"),
  terms: pageWithIntro("Terms and conditions", "terms"),
  privacy: pageWithIntro("Privacy policy", "privacy"),
  reviewPolicy: pageWithIntro("Review policy", "reviewPolicy"),
  franchising: pageWithIntro("Franchising", "franchising"),
  athletic: page("Novo Athletic", "athletic"),
  careers: pageWithIntro("Careers", "careers"),
} satisfies Record<PageId, unknown>;

export const pageMeta = singleton({
  label: "Page titles and descriptions",
  path: "pages/meta",
  format: { data: "yaml" },
  schema: {
    ...pages,
    notFound: fields.object(
      {
        title: textQuotingFacts("Title"),
        heading: textQuotingFacts("Main heading"),
        text: textQuotingFacts("Text", { multiline: true }),
        button: textQuotingFacts("Button label"),
      },
      { label: "Page not found (any unknown address)" },
    ),
  },
});
