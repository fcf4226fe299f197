/**
 * The page copy that is content (issue 17 §1): home, athletic, retreat, Prep, the recovery guide, the
 * Armory's classes and the standing offers, each read from its singleton in the snapshot with every {fact} filled. Loaders return
 * what these give, so the copy reaches the browser as loader data and never in a bundle.
 */

import {
  type ContentReader,
  type ContentSnapshot,
  contentOf,
  type SingletonEntry,
  type SingletonName,
} from "#contracts/content/snapshot.ts";
import type { AthleticCopy } from "./athletic";
import { type Company, type MembershipRules, membershipRuleNames } from "./company";
import { type FactSources, type Facts, factsFrom, fillFacts } from "./facts";
import { gymsOf } from "./gyms.server";
import type { HomeCopy } from "./home";
import type { InterestPageCopy } from "./interest";
import type { ImageKey } from "./media";
import type { NotFoundCopy } from "./page-meta";
import { dayPassPages, type PageId, pagePaths } from "./page-paths";
import type { RecoveryInfo } from "./recovery";
import type { StandingOffers } from "./standing-offers";
import type { ArmoryClassesCopy } from "./studio-classes";

type Context = { content?: ContentReader };

/** Every string in a value with its {facts} filled, the shape kept. */
export function fillCopy<T>(value: T, facts: Facts): T {
  if (typeof value === "string") return fillFacts(value, facts) as T;
  if (Array.isArray(value)) return value.map((item) => fillCopy(item, facts)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillCopy(item, facts)])) as T;
  return value;
}

function singletonIn<K extends SingletonName>(snapshot: ContentSnapshot, name: K): SingletonEntry<K> {
  const entry = snapshot.singletons[name];
  // Only when the file never passed its schema (a bad edit keeps the last good one): /api/health names it.
  if (!entry) throw new Error(`content: ${name} has no valid entry (see /api/health)`);
  return entry;
}

const orNone = (text: string) => (text === "" ? undefined : text);
const path = (to: string) => to as `/${string}`;

function facilitiesIn(snapshot: ContentSnapshot): RecoveryInfo[] {
  return singletonIn(snapshot, "recovery").facilities.map((f) => ({
    id: f.id,
    title: f.title,
    duration: f.duration,
    temperature: orNone(f.temperature),
    humidity: orNone(f.humidity),
    activity: f.activity,
    benefits: [...f.benefits],
    summary: f.summary,
    // The schema takes only known image keys.
    image: orNone(f.image) as ImageKey | undefined,
  }));
}

/** The facts page copy may quote: the gyms', and those of the recovery guide, the classes and the offers. */
export function pageFactSources(snapshot: ContentSnapshot, gyms: FactSources["gyms"]): FactSources {
  const sources: FactSources = { gyms };
  const recovery = snapshot.singletons.recovery;
  if (recovery) sources.recovery = { facilities: facilitiesIn(snapshot), gymList: [...recovery.gymList] };
  const classes = snapshot.singletons.armoryClasses;
  if (classes)
    sources.classes = {
      sizeMin: classes.sizeMin ?? 0,
      sizeMax: classes.sizeMax ?? 0,
      classes: classes.classes.map((c) => ({ id: c.id, name: c.name, ages: orNone(c.ages) })),
    };
  if (snapshot.singletons.standingOffers) sources.offers = standingOffersIn(snapshot);
  if (snapshot.singletons.company) sources.company = companyIn(snapshot);
  return sources;
}

/** The company's contact facts and the terms' numbers (content/company.yaml); no copy to fill. */
export const companyOf = (context: Context) => contentOf(context).then(companyIn);

export function companyIn(snapshot: ContentSnapshot): Company {
  const { phone, emails, social, minimumAge, copyrightYear, membershipRules } = singletonIn(
    snapshot,
    "company",
  );
  const rules = Object.fromEntries(
    membershipRuleNames.map((name) => [name, membershipRules[name] ?? 0]),
  ) as MembershipRules;
  return {
    phone,
    emails: { ...emails },
    social: { gyms: { ...social.gyms }, armory: { ...social.armory } },
    // The schema requires both; Keystatic's reader still types an integer as possibly null.
    minimumAge: minimumAge ?? 0,
    copyrightYear: copyrightYear ?? 0,
    membershipRules: rules,
  };
}

/** Every fact of a snapshot: gyms, brand, recovery guide, classes and standing offers. */
export function factsIn(snapshot: ContentSnapshot, gyms: FactSources["gyms"]): Facts {
  return factsFrom(pageFactSources(snapshot, gyms));
}

/** Every fact, for a loader that fills copy: gyms, brand, recovery guide, classes and standing offers. */
export async function pageFactsOf(context: Context): Promise<Facts> {
  const [snapshot, gyms] = await Promise.all([contentOf(context), gymsOf(context)]);
  return factsFrom(pageFactSources(snapshot, gyms));
}

/** A page's copy from a snapshot, facts filled: what the readers below give, and tests read directly. */
export function filledIn<T>(
  snapshot: ContentSnapshot,
  gyms: FactSources["gyms"],
  read: (s: ContentSnapshot) => T,
): T {
  return fillCopy(read(snapshot), factsFrom(pageFactSources(snapshot, gyms)));
}

async function filled<T>(context: Context, read: (snapshot: ContentSnapshot) => T): Promise<T> {
  const [snapshot, gyms] = await Promise.all([contentOf(context), gymsOf(context)]);
  return filledIn(snapshot, gyms, read);
}

export const homeCopyOf = (context: Context) => filled(context, homeCopyIn);

export function homeCopyIn(snapshot: ContentSnapshot): HomeCopy {
  const home = singletonIn(snapshot, "home");
  return {
    intro: { eyebrow: home.intro.eyebrow, lines: [...home.intro.lines] },
    services: home.services.map(({ ctaLabel, ctaTo, ...service }) => ({
      ...service,
      points: [...service.points],
      image: service.image as ImageKey,
      cta: { label: ctaLabel, to: path(ctaTo) },
    })),
    offerBand: {
      eyebrow: home.offerBand.eyebrow,
      text: home.offerBand.text,
      ends: home.offerBand.ends,
      cta: { label: home.offerBand.ctaLabel, to: path(home.offerBand.ctaTo) },
    },
    blog: {
      eyebrow: home.blog.eyebrow,
      heading: home.blog.heading,
      cta: { label: home.blog.ctaLabel, to: path(home.blog.ctaTo) },
    },
  };
}

export const athleticCopyOf = (context: Context) => filled(context, athleticCopyIn);

export function athleticCopyIn(snapshot: ContentSnapshot): AthleticCopy {
  const athletic = singletonIn(snapshot, "athletic");
  const link = (button: { label: string; to: string }) => ({ label: button.label, to: path(button.to) });
  return {
    hero: { text: athletic.hero.text },
    intro: { heading: athletic.intro.heading, paragraphs: [...athletic.intro.paragraphs] },
    tabs: athletic.tabs.map((tab) => ({ ...tab })),
    keyInfoHeading: athletic.keyInfoHeading,
    keyInfo: athletic.keyInfo.map((item) => ({ ...item })),
    leagueInfo: { heading: athletic.leagueInfo.heading, paragraphs: [...athletic.leagueInfo.paragraphs] },
    buttons: {
      registerInterest: link(athletic.buttons.registerInterest),
      findAGym: link(athletic.buttons.findAGym),
    },
  };
}

export const interestCopyOf = (context: Context, page: "retreat" | "mealPrep") =>
  filled(context, (snapshot) => interestCopyIn(snapshot, page));

export function interestCopyIn(snapshot: ContentSnapshot, page: "retreat" | "mealPrep"): InterestPageCopy {
  const copy = singletonIn(snapshot, page);
  return {
    hero: { ...copy.hero },
    launchingSoon: { ...copy.launchingSoon },
    whatToExpect: {
      heading: copy.whatToExpect.heading,
      items: copy.whatToExpect.items.map((i) => ({ ...i })),
    },
    tabs: copy.tabs.map((tab) => ({ ...tab })),
    tabButtonLabel: copy.tabButtonLabel,
    form: { ...copy.form },
    thankYou: { ...copy.thankYou },
  };
}

export interface RecoveryGuideCopy {
  /** The photo at the top of /recovery. */
  heroImage: ImageKey;
  facilities: RecoveryInfo[];
  /** The guides on /recovery, in order. */
  guide: RecoveryInfo[];
  /** The desktop list on the Greenwich and Welling pages. */
  gymList: RecoveryInfo[];
  /** The mobile tabs on the Greenwich and Welling pages; the first is open. */
  gymTabs: RecoveryInfo[];
  rules: string[];
}

export const recoveryGuideOf = (context: Context) => filled(context, recoveryGuideIn);

export function recoveryGuideIn(snapshot: ContentSnapshot): RecoveryGuideCopy {
  const recovery = singletonIn(snapshot, "recovery");
  const facilities = facilitiesIn(snapshot);
  const pick = (ids: readonly string[]) => ids.flatMap((id) => facilities.find((f) => f.id === id) ?? []);
  return {
    heroImage: recovery.heroImage as ImageKey,
    facilities,
    guide: pick(recovery.guide),
    gymList: pick(recovery.gymList),
    gymTabs: pick(recovery.gymTabs),
    rules: [...recovery.rules],
  };
}

export const armoryClassesOf = (context: Context) => filled(context, armoryClassesIn);

export function armoryClassesIn(snapshot: ContentSnapshot): ArmoryClassesCopy {
  const entry = singletonIn(snapshot, "armoryClasses");
  return {
    intro: entry.intro,
    size: { min: entry.sizeMin ?? 0, max: entry.sizeMax ?? 0 },
    classes: entry.classes.map((c) => ({
      id: c.id,
      name: c.name,
      duration: c.duration,
      level: c.level,
      description: c.description,
      ages: orNone(c.ages),
      image: orNone(c.image) as ImageKey | undefined,
    })),
  };
}

/** The Armory trial and the interest discount, their summaries filled ("3 classes free within 7 days"). */
export const standingOffersOf = (context: Context) => filled(context, standingOffersIn);

export function standingOffersIn(snapshot: ContentSnapshot): StandingOffers {
  const { armoryTrial, interest } = singletonIn(snapshot, "standingOffers");
  return {
    armoryTrial: {
      classes: armoryTrial.classes ?? 0,
      days: armoryTrial.days ?? 0,
      summary: armoryTrial.summary,
      cardDetail: armoryTrial.cardDetail,
    },
    interest: {
      percentOff: interest.percentOff ?? 0,
      summary: interest.summary,
      retreatCardDetail: interest.retreatCardDetail,
      prepCardDetail: interest.prepCardDetail,
    },
  };
}

/** A page's title, description, heading and (where its hero shows one) intro, with its id for meta.ts. */
export type PageCopyOf<Id extends PageId> = {
  id: Id;
  path: `/${string}`;
  dayPass: boolean;
} & SingletonEntry<"pageMeta">[Id];

export function pageCopyIn<Id extends PageId>(snapshot: ContentSnapshot, id: Id): PageCopyOf<Id> {
  return { id, path: pagePaths[id], dayPass: dayPassPages.has(id), ...singletonIn(snapshot, "pageMeta")[id] };
}

/** What a route's loader sends for its meta tags and hero: this page's words only, not every page's. */
export const pageCopyOf = <Id extends PageId>(context: Context, id: Id) =>
  filled(context, (snapshot) => pageCopyIn(snapshot, id));

export function notFoundCopyIn(snapshot: ContentSnapshot): NotFoundCopy {
  return { ...singletonIn(snapshot, "pageMeta").notFound };
}

export const notFoundCopyOf = (context: Context) => filled(context, notFoundCopyIn);
