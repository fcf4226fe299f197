/**
 * Facts that copy quotes by name: a piece of content writes "{greenwich.price}" and the page shows the price
 * from the gym's own entry, so one edit changes every mention (issue 17: a fact is written once).
 * Pure and client-safe. The names are code (a schema can refuse an unknown one), a place's are its id and a
 * key of the code ({<id>.price} for any place, decision 0030); the values come from the content at render.
 */

import { PLACE_SLUG } from "#contracts/places.ts";
import { brand } from "./brand";
import { type Company, membershipRuleNames } from "./company";
import { type GymLocation, isFindable, pounds } from "./gym-location";
import { formatRange, type HoursRange } from "./hours";
import { retentionDays, retentionMonths } from "./retention";
import type { StandingOffers } from "./standing-offers";

export type Facts = Readonly<Record<string, string>>;

export interface FactSources {
  gyms: readonly GymLocation[];
  /** The recovery guide's facilities (content/pages/recovery.yaml); without it their facts are not filled. */
  recovery?: RecoveryFactSource;
  /** The Armory's classes (content/pages/armory-classes.yaml); without it their facts are not filled. */
  classes?: ClassFactSource;
  /** The standing offers (content/standing-offers.yaml); without them their facts are not filled. */
  offers?: StandingOffers;
  /** The company's contact facts and the terms' numbers (content/company.yaml); without it theirs are not filled. */
  company?: Company;
}

const gymFactKeys = ["name", "shortName", "price", "address", "postcode", "locality", "email"] as const;
/** What copy may quote of any place, as {<id>.<key>}. */
export const placeFactKeys: readonly string[] = [
  ...gymFactKeys,
  "staffedHours",
  "recoveryHours",
  "amenities",
  "location",
  "membership",
  "intro",
  "introFirstLine",
];

/**
 * A place's own facts under `place.` as well as its id ({place.name}): what its pages' words quote, so a
 * copy of its entry (the editor's Duplicate) speaks of the copy, not of the place it was made from.
 */
export function ownPlaceFacts(place: GymLocation): Facts {
  const facts: Record<string, string> = { ...factsFrom({ gyms: [place] }) };
  for (const key of placeFactKeys) {
    const value = facts[`${place.id}.${key}`];
    if (value !== undefined) facts[`place.${key}`] = value;
  }
  return facts;
}

/** The fact names of these places: {<id>.<key>} for each. */
export function placeFactNames(placeIds: readonly string[]): string[] {
  return placeIds.flatMap((id) => placeFactKeys.map((key) => `${id}.${key}`));
}

// Facts from the page copy (home, recovery guide, Armory classes): the names are fixed here so a schema can
// check them; the values come from the content. ---------------------------------------------------------
export interface RecoveryFactSource {
  facilities: readonly {
    id: string;
    title: string;
    duration: string;
    temperature?: string;
    humidity?: string;
  }[];
  /** Ids of the facilities the Greenwich and Welling pages list. */
  gymList: readonly string[];
}
export interface ClassFactSource {
  sizeMin: number;
  sizeMax: number;
  classes: readonly { id: string; name: string; ages?: string }[];
}
/** SPEC §3's facilities and what each quotes: "ice-baths" gives {recovery.iceBaths.temperature}. */
const recoveryFacilityFacts = {
  "ice-baths": ["title", "duration", "temperature"],
  "salt-sauna": ["title", "duration", "temperature"],
  "infrared-sauna": ["title", "duration", "temperature"],
  "steam-room": ["title", "duration", "temperature", "humidity"],
  "relaxation-pool": ["title", "duration", "temperature"],
  massage: ["title", "duration"],
} as const;
export const recoveryFacilityIds = Object.keys(
  recoveryFacilityFacts,
) as (keyof typeof recoveryFacilityFacts)[];
const camel = (id: string) => id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const pageCopyFactNames = [
  "gyms.lowestPrice",
  "gyms.findableNames",
  "gyms.findableShortNames",
  "gyms.recoveryHours",
  ...recoveryFacilityIds.flatMap((id) =>
    recoveryFacilityFacts[id].map((key) => `recovery.${camel(id)}.${key}`),
  ),
  "recovery.gymFacilities",
  "classes.names",
  "classes.featuredNames",
  "classes.sizeMin",
  "classes.sizeMax",
  "classes.juniorBoxingAges",
];

function pageCopyFacts({ gyms, recovery, classes }: FactSources): Record<string, string> {
  const facts: Record<string, string> = {};
  const twentyFourSeven = gyms.filter(isFindable);
  for (const gym of gyms) {
    facts[`${gym.id}.intro`] = `${gym.intro} ${gym.introSecondLine}`;
    // A page's meta description opens with the first line alone.
    facts[`${gym.id}.introFirstLine`] = gym.intro;
  }
  if (twentyFourSeven.length > 0) {
    // "Memberships from £<lowest price>": always two decimals, as the home page has always shown it.
    facts["gyms.lowestPrice"] = `£${Math.min(...twentyFourSeven.map((gym) => gym.monthlyPrice)).toFixed(2)}`;
    facts["gyms.findableNames"] = twentyFourSeven.map((gym) => gym.name).join(" and ");
    facts["gyms.findableShortNames"] = twentyFourSeven.map((gym) => gym.shortName).join(" and ");
  }
  facts["gyms.recoveryHours"] = gyms
    .filter((gym) => gym.hours.recovery)
    .map((gym) => `${gym.name}: ${hoursText(gym.hours.recovery ?? [])}`)
    .join(". ");
  if (recovery) {
    for (const facility of recovery.facilities) {
      if (!(recoveryFacilityIds as readonly string[]).includes(facility.id)) continue;
      const p = `recovery.${camel(facility.id)}`;
      facts[`${p}.title`] = facility.title;
      facts[`${p}.duration`] = facility.duration;
      if (facility.temperature) facts[`${p}.temperature`] = facility.temperature;
      if (facility.humidity) facts[`${p}.humidity`] = facility.humidity;
    }
    const titles = recovery.gymList.flatMap(
      (id) => recovery.facilities.find((f) => f.id === id)?.title ?? [],
    );
    facts["recovery.gymFacilities"] = listOf(titles.map((title) => title.toLowerCase()));
  }
  if (classes) {
    facts["classes.names"] = listOf(classes.classes.map((c) => c.name));
    facts["classes.featuredNames"] = classes.classes
      .slice(0, 5)
      .map((c) => c.name)
      .join(", ");
    facts["classes.sizeMin"] = String(classes.sizeMin);
    facts["classes.sizeMax"] = String(classes.sizeMax);
    const junior = classes.classes.find((c) => c.id === "junior-boxing");
    if (junior?.ages) facts["classes.juniorBoxingAges"] = junior.ages;
  }
  return facts;
}
// ------------------------------------------------------------------------------------------------------

/** Every fact name a text may quote other than a place's ({<id>.<key>}, placeFactKeys). */
export const factNames: readonly string[] = [
  "gyms.allHours",
  "brand.name",
  "brand.legalName",
  "brand.tagline",
  "brand.phone",
  "brand.managementEmail",
  "brand.careersEmail",
  "brand.pressEmail",
  "brand.minimumAge",
  "offers.armoryTrial",
  "offers.armoryTrialClasses",
  "offers.armoryTrialDays",
  "offers.interestPercent",
  ...membershipRuleNames.map((key) => `rules.${key}`),
  ...Object.keys(retentionMonths).map((key) => `retentionMonths.${key}`),
  ...Object.keys(retentionDays).map((key) => `retentionDays.${key}`),
  // Enumerations the FAQ, terms and franchising copy quote (generated from the gyms, classes, recovery).
  "gyms.count",
  "gyms.open247",
  "gyms.withRecovery",
  "gyms.emails",
  "recovery.guide",
  "classes.juniorName",
  "classes.juniorAgeRange",
  "rules.liabilityCap",
  ...pageCopyFactNames,
];

/** "a, b and c" */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function hoursText(ranges: readonly HoursRange[]): string {
  return listOf(ranges.map((range) => `${range.label} ${formatRange(range)}`));
}

export function factsFrom(sources: FactSources): Facts {
  const { gyms } = sources;
  const facts: Record<string, string> = {
    ...pageCopyFacts(sources),
    "brand.name": brand.name,
    "brand.legalName": brand.legalName,
    "brand.tagline": brand.tagline,
    "gyms.allHours": gyms.map((gym) => `${gym.name}: ${hoursText(gym.hours.staffed)}`).join(". "),
  };
  if (sources.offers) Object.assign(facts, offerFacts(sources.offers));
  if (sources.company) Object.assign(facts, companyFacts(sources.company));
  for (const [key, value] of Object.entries(retentionMonths)) facts[`retentionMonths.${key}`] = String(value);
  for (const [key, value] of Object.entries(retentionDays)) facts[`retentionDays.${key}`] = String(value);
  for (const gym of gyms) {
    const p = gym.id;
    facts[`${p}.name`] = gym.name;
    facts[`${p}.shortName`] = gym.shortName;
    facts[`${p}.price`] = pounds(gym.monthlyPrice);
    facts[`${p}.address`] = gym.address;
    facts[`${p}.postcode`] = gym.postcode;
    facts[`${p}.locality`] = gym.locality;
    facts[`${p}.email`] = gym.email;
    facts[`${p}.staffedHours`] = hoursText(gym.hours.staffed);
    facts[`${p}.recoveryHours`] = gym.hours.recovery ? hoursText(gym.hours.recovery) : "no recovery area";
  }
  Object.assign(facts, enumerationFacts(sources));
  return facts;
}

/** The company's facts: its phone and e-mails, the minimum age and the terms' numbers. */
function companyFacts(company: Company): Record<string, string> {
  const { membershipRules } = company;
  const facts: Record<string, string> = {
    "brand.phone": company.phone,
    "brand.managementEmail": company.emails.management,
    "brand.careersEmail": company.emails.careers,
    "brand.pressEmail": company.emails.press,
    "brand.minimumAge": String(company.minimumAge),
    "rules.liabilityCap": `£${membershipRules.liabilityCapPounds.toLocaleString("en-GB")}`,
  };
  for (const name of membershipRuleNames) facts[`rules.${name}`] = String(membershipRules[name]);
  return facts;
}

/** The standing offers' facts; the trial's summary quotes its numbers ("{offers.armoryTrialClasses} classes..."). */
function offerFacts({ armoryTrial, interest }: StandingOffers): Record<string, string> {
  const numbers = {
    "offers.armoryTrialClasses": String(armoryTrial.classes),
    "offers.armoryTrialDays": String(armoryTrial.days),
    "offers.interestPercent": String(interest.percentOff),
  };
  return { ...numbers, "offers.armoryTrial": fillFacts(armoryTrial.summary, numbers) };
}

/** "Novo Greenwich, 1 Sample Street, SE10 0AA: open 24/7 through the members' app, with a recovery suite." */
function locationLine(gym: GymLocation): string {
  const access =
    gym.hours.access === "24/7" ? "open 24/7 through the members' app" : "open for booked classes";
  return `${gym.name}, ${gym.address}, ${gym.postcode}: ${access}${gym.hasRecovery ? ", with a recovery suite" : ""}.`;
}

/** "<gym name>: 24/7 gym membership from <its price> a month." */
function membershipLine(gym: GymLocation): string {
  const what = gym.hours.access === "24/7" ? "24/7 gym membership" : "unlimited class membership";
  return `${gym.name}: ${what} from ${pounds(gym.monthlyPrice)} a month.`;
}

/** The generated enumerations: lists of gyms, classes and recovery facilities, each a fact of its own. */
function enumerationFacts({ gyms, recovery, classes }: FactSources): Record<string, string> {
  const names = (list: readonly GymLocation[]) => listOf(list.map((gym) => gym.name));
  const facts: Record<string, string> = {
    "gyms.count": String(gyms.length),
    "gyms.open247": names(gyms.filter((gym) => gym.hours.access === "24/7")),
    "gyms.withRecovery": names(gyms.filter((gym) => gym.hasRecovery)),
    "gyms.emails": listOf(gyms.map((gym) => `${gym.name} at ${gym.email}`)),
  };
  if (recovery) {
    const listed = recovery.gymList.flatMap((id) => recovery.facilities.find((f) => f.id === id) ?? []);
    facts["recovery.guide"] = listed
      .map(
        (f) =>
          `${f.title}: ${f.duration}${f.temperature ? ` at ${f.temperature}` : ""}` +
          `${f.humidity ? ` and ${f.humidity} humidity` : ""}.`,
      )
      .join(" ");
  }
  const junior = classes?.classes.find((c) => c.ages);
  if (junior?.ages) {
    facts["classes.juniorName"] = junior.name;
    facts["classes.juniorAgeRange"] = junior.ages.replace("-", " to ");
  }
  for (const gym of gyms) {
    facts[`${gym.id}.amenities`] = listOf(gym.amenities.map((a) => a.title.toLowerCase()));
    facts[`${gym.id}.location`] = locationLine(gym);
    facts[`${gym.id}.membership`] = membershipLine(gym);
  }
  return facts;
}

// One or more dots: {greenwich.price}, {recovery.steamRoom.temperature}; a place id may have hyphens.
const placeholder = /\{([a-zA-Z0-9-]+(?:\.[a-zA-Z0-9]+)+)\}/g;

const placeIdSource = PLACE_SLUG.source.slice(1, -1);
const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** {<any place id>.<a place key>}: a place need not exist when the copy is written (it may be opened later). */
const placeFactSource = `${placeIdSource}\\.(?:${placeFactKeys.map(escaped).join("|")})`;
const isPlaceFact = (name: string) => new RegExp(`^${placeFactSource}$`).test(name);

/** The text with every {fact} filled in. A name with no value is left as written (the schema refuses it). */
export function fillFacts(text: string, facts: Facts): string {
  return text.replace(placeholder, (whole, name: string) => facts[name] ?? whole);
}

/** The {names} a text quotes that are not facts: empty when it is valid. */
export function unknownFacts(text: string): string[] {
  const known = new Set(factNames);
  return [...text.matchAll(placeholder)]
    .map((m) => m[1] ?? "")
    .filter((name) => !known.has(name) && !isPlaceFact(name));
}

/** Text in which every "{...}" is one of `names` or a place's fact. */
export function quotedNamesPattern(names: readonly string[]): RegExp {
  return new RegExp(`^(?:[^{}]|\\{(?:${[...names.map(escaped), placeFactSource].join("|")})\\})*$`, "s");
}
/** Text in which every "{...}" is a known fact: what the editor accepts in a field that quotes facts. */
export const quotedFactsPattern = quotedNamesPattern(factNames);
