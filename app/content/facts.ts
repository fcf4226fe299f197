/**
 * Facts that copy quotes by name: a piece of content writes "{greenwich.price}" and the page shows the price
 * from the gym's own entry, so one edit changes every mention (issue 17: a fact is written once).
 * Pure and client-safe. The names are code (a schema can refuse an unknown one); the values come from the
 * content at render.
 */

// Facts the blog posts quote (posts).
import { classSize } from "./armory-classes";
import { armoryTrialOffer, brand, interestOffer } from "./brand";
import { type GymLocation, pounds } from "./gyms";
import { formatRange, type HoursRange } from "./hours";
import { membershipRules } from "./membership-rules";
import { infraredSauna, steamRoom } from "./recovery";
import { retentionDays, retentionMonths } from "./retention";

export type Facts = Readonly<Record<string, string>>;

export interface FactSources {
  gyms: readonly GymLocation[];
}

const gymSlugs = ["armory", "greenwich", "welling"] as const;
const gymFactKeys = [
  "name",
  "shortName",
  "price",
  "address",
  "postcode",
  "locality",
  "email",
  "phone",
] as const;

/** Every fact name a text may quote, with what it stands for (shown in the editor's field description). */
export const factNames: readonly string[] = [
  ...gymSlugs.flatMap((slug) => [...gymFactKeys, "staffedHours", "recoveryHours"].map((k) => `${slug}.${k}`)),
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
  "offers.interestPercent",
  ...Object.keys(membershipRules).map((key) => `rules.${key}`),
  ...Object.keys(retentionMonths).map((key) => `retentionMonths.${key}`),
  ...Object.keys(retentionDays).map((key) => `retentionDays.${key}`),
  // Quoted by the blog posts (content/posts).
  "recovery.saunaDuration",
  "recovery.saunaTemperature",
  "recovery.steamDuration",
  "recovery.steamTemperature",
  "recovery.steamHumidity",
  "classes.maxSize",
];

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function hoursText(ranges: readonly HoursRange[]): string {
  return listOf(ranges.map((range) => `${range.label} ${formatRange(range)}`));
}

export function factsFrom({ gyms }: FactSources): Facts {
  const facts: Record<string, string> = {
    "brand.name": brand.name,
    "brand.legalName": brand.legalName,
    "brand.tagline": brand.tagline,
    "brand.phone": brand.phone,
    "brand.managementEmail": brand.managementEmail,
    "brand.careersEmail": brand.careersEmail,
    "brand.pressEmail": brand.pressEmail,
    "brand.minimumAge": String(brand.minimumAge),
    "offers.armoryTrial": armoryTrialOffer.summary,
    "offers.interestPercent": String(interestOffer.percentOff),
    "gyms.allHours": gyms.map((gym) => `${gym.name}: ${hoursText(gym.hours.staffed)}`).join(". "),
  };
  for (const [key, value] of Object.entries(membershipRules)) facts[`rules.${key}`] = String(value);
  for (const [key, value] of Object.entries(retentionMonths)) facts[`retentionMonths.${key}`] = String(value);
  for (const [key, value] of Object.entries(retentionDays)) facts[`retentionDays.${key}`] = String(value);
  // Quoted by the blog posts (content/posts).
  facts["recovery.saunaDuration"] = infraredSauna.duration;
  facts["recovery.saunaTemperature"] = infraredSauna.temperature ?? "";
  facts["recovery.steamDuration"] = steamRoom.duration;
  facts["recovery.steamTemperature"] = steamRoom.temperature ?? "";
  facts["recovery.steamHumidity"] = steamRoom.humidity ?? "";
  facts["classes.maxSize"] = String(classSize.max);
  for (const gym of gyms) {
    const p = gym.slug;
    facts[`${p}.name`] = gym.name;
    facts[`${p}.shortName`] = gym.shortName;
    facts[`${p}.price`] = pounds(gym.monthlyPrice);
    facts[`${p}.address`] = gym.address;
    facts[`${p}.postcode`] = gym.postcode;
    facts[`${p}.locality`] = gym.locality;
    facts[`${p}.email`] = gym.email;
    facts[`${p}.phone`] = gym.phone;
    facts[`${p}.staffedHours`] = hoursText(gym.hours.staffed);
    facts[`${p}.recoveryHours`] = gym.hours.recovery ? hoursText(gym.hours.recovery) : "no recovery area";
  }
  return facts;
}

const placeholder = /\{([a-zA-Z0-9]+\.[a-zA-Z0-9]+)\}/g;

/** The text with every {fact} filled in. A name with no value is left as written (the schema refuses it). */
export function fillFacts(text: string, facts: Facts): string {
  return text.replace(placeholder, (whole, name: string) => facts[name] ?? whole);
}

/** The {names} a text quotes that are not facts: empty when it is valid. */
export function unknownFacts(text: string): string[] {
  const known = new Set(factNames);
  return [...text.matchAll(placeholder)].map((m) => m[1] ?? "").filter((name) => !known.has(name));
}

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Text in which every "{...}" is a known fact: what the editor accepts in a field that quotes facts. */
export const quotedFactsPattern = new RegExp(
  `^(?:[^{}]|\\{(?:${factNames.map(escaped).join("|")})\\})*$`,
  "s",
);
