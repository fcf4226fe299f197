/**
 * Facts that copy quotes by name: a piece of content writes "{greenwich.price}" and the page shows the price
 * from the gym's own entry, so one edit changes every mention (issue 17: a fact is written once).
 * Pure and client-safe. The names are code (a schema can refuse an unknown one); the values come from the
 * content at render.
 */
import { armoryClasses, classSize } from "./armory-classes";
import { armoryTrialOffer, brand, interestOffer } from "./brand";
import { type GymLocation, pounds } from "./gym-location";
import { formatRange, type HoursRange } from "./hours";
import { membershipRules } from "./membership-rules";
import { gymRecoveryFacilities, infraredSauna, steamRoom } from "./recovery";
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
  // Enumerations the FAQ, terms and franchising copy quote (generated from the gyms, classes, recovery).
  ...gymSlugs.flatMap((slug) => ["amenities", "location", "membership"].map((k) => `${slug}.${k}`)),
  "gyms.count",
  "gyms.open247",
  "gyms.withRecovery",
  "gyms.recoveryHours",
  "gyms.emails",
  "recovery.facilities",
  "recovery.guide",
  "classes.list",
  "classes.sizeMin",
  "classes.sizeMax",
  "classes.juniorName",
  "classes.juniorAges",
  "classes.juniorAgeRange",
  "rules.liabilityCap",
  // Quoted by the blog posts (content/posts).
  "recovery.saunaDuration",
  "recovery.saunaTemperature",
  "recovery.steamDuration",
  "recovery.steamTemperature",
  "recovery.steamHumidity",
  "classes.maxSize",
];

/** "a, b and c" */
export function listOf(items: readonly string[]): string {
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
  Object.assign(facts, enumerationFacts(gyms));
  return facts;
}

/** "Novo Greenwich, 1 Sample Street, SE10 0AA: open 24/7 through the members' app, with a recovery suite." */
function locationLine(gym: GymLocation): string {
  const access =
    gym.hours.access === "24/7" ? "open 24/7 through the members' app" : "open for booked classes";
  return `${gym.name}, ${gym.address}, ${gym.postcode}: ${access}${gym.hasRecovery ? ", with a recovery suite" : ""}.`;
}

/** "Novo Greenwich: 24/7 gym membership from £84.99 a month." */
function membershipLine(gym: GymLocation): string {
  const what = gym.hours.access === "24/7" ? "24/7 gym membership" : "unlimited class membership";
  return `${gym.name}: ${what} from ${pounds(gym.monthlyPrice)} a month.`;
}

/** The generated enumerations: lists of gyms, classes and recovery facilities, each a fact of its own. */
function enumerationFacts(gyms: readonly GymLocation[]): Record<string, string> {
  const names = (list: readonly GymLocation[]) => listOf(list.map((gym) => gym.name));
  const recoveryGyms = gyms.filter((gym) => gym.hasRecovery);
  const junior = armoryClasses.find((c) => c.ages);
  const facts: Record<string, string> = {
    "gyms.count": String(gyms.length),
    "gyms.open247": names(gyms.filter((gym) => gym.hours.access === "24/7")),
    "gyms.withRecovery": names(recoveryGyms),
    "gyms.recoveryHours": recoveryGyms
      .map((gym) => `${gym.name}: ${gym.hours.recovery ? hoursText(gym.hours.recovery) : "no recovery area"}`)
      .join(". "),
    "gyms.emails": listOf(gyms.map((gym) => `${gym.name} at ${gym.email}`)),
    "recovery.facilities": listOf(gymRecoveryFacilities.map((f) => f.title.toLowerCase())),
    "recovery.guide": gymRecoveryFacilities
      .map(
        (f) =>
          `${f.title}: ${f.duration}${f.temperature ? ` at ${f.temperature}` : ""}` +
          `${f.humidity ? ` and ${f.humidity} humidity` : ""}.`,
      )
      .join(" "),
    "classes.list": listOf(armoryClasses.map((c) => c.name)),
    "classes.sizeMin": String(classSize.min),
    "classes.sizeMax": String(classSize.max),
    "classes.juniorName": junior?.name ?? "",
    "classes.juniorAges": junior?.ages ?? "",
    "classes.juniorAgeRange": junior?.ages?.replace("-", " to ") ?? "",
    "rules.liabilityCap": `£${membershipRules.liabilityCapPounds.toLocaleString("en-GB")}`,
  };
  for (const gym of gyms) {
    facts[`${gym.slug}.amenities`] = listOf(gym.amenities.map((a) => a.title.toLowerCase()));
    facts[`${gym.slug}.location`] = locationLine(gym);
    facts[`${gym.slug}.membership`] = membershipLine(gym);
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
/** Text in which every "{...}" is one of `names`. */
export function quotedNamesPattern(names: readonly string[]): RegExp {
  return new RegExp(`^(?:[^{}]|\\{(?:${names.map(escaped).join("|")})\\})*$`, "s");
}
/** Text in which every "{...}" is a known fact: what the editor accepts in a field that quotes facts. */
export const quotedFactsPattern = quotedNamesPattern(factNames);
