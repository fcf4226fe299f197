/**
 * The properties issue 6 (point 5) requires of each JSON-LD type, as checks that return readable problems.
 * Shared by the builders' unit test (the features' structured-data.test.ts files) and the build-output test, so a
 * builder and a page are held to the same rules.
 */
export type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const nonEmptyString = (value: unknown) => typeof value === "string" && value.trim() !== "";
const isUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^\s]+$/.test(value);
const isIsoDate = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value);
const isClock = (value: unknown) =>
  typeof value === "string" && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value);
const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const isDay = (value: unknown) =>
  typeof value === "string" && days.includes(value.replace(/^https?:\/\/schema\.org\//, ""));
const types = (node: JsonObject): string[] => {
  const type = node["@type"];
  return Array.isArray(type) ? type.map(String) : [String(type)];
};

/** Every JSON-LD node in a page: each script's object, array items and @graph members. */
export function jsonLdNodes(html: string): { nodes: JsonObject[]; errors: string[] } {
  const nodes: JsonObject[] = [];
  const errors: string[] = [];
  for (const match of html.matchAll(
    /<script\b[^>]*type=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi,
  )) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(match[1] ?? "");
    } catch (error) {
      errors.push(`unparsable JSON-LD: ${(error as Error).message}`);
      continue;
    }
    const visit = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (isObject(value)) {
        if (Array.isArray(value["@graph"])) value["@graph"].forEach(visit);
        else nodes.push(value);
      }
    };
    visit(parsed);
  }
  return { nodes, errors };
}

export function nodesOfType(nodes: JsonObject[], type: string): JsonObject[] {
  return nodes.filter((node) => types(node).includes(type));
}

function postalAddressProblems(value: unknown, where: string): string[] {
  if (!isObject(value) || !types(value).includes("PostalAddress")) return [`${where} is not a PostalAddress`];
  const problems: string[] = [];
  for (const key of ["streetAddress", "addressLocality", "postalCode"])
    if (!nonEmptyString(value[key])) problems.push(`${where}.${key} missing`);
  if (value.addressCountry !== "GB") problems.push(`${where}.addressCountry is not GB`);
  return problems;
}

function organizationProblems(node: JsonObject): string[] {
  const problems: string[] = [];
  if (!nonEmptyString(node.name)) problems.push("name missing");
  if (!isUrl(node.url)) problems.push("url missing");
  if (!isUrl(node.logo)) problems.push("logo missing");
  return problems;
}

function exerciseGymProblems(node: JsonObject): string[] {
  const problems: string[] = [];
  if (!nonEmptyString(node.name)) problems.push("name missing");
  if (!isUrl(node.url)) problems.push("url missing");
  if (!(isUrl(node.image) || (Array.isArray(node.image) && node.image.every(isUrl))))
    problems.push("image missing");
  problems.push(...postalAddressProblems(node.address, "address"));
  const geo = node.geo;
  if (!isObject(geo) || typeof geo.latitude !== "number" || typeof geo.longitude !== "number")
    problems.push("geo.latitude/longitude missing");
  if (typeof node.telephone !== "string" || !/^\+44\d{9,10}$/.test(node.telephone))
    problems.push("telephone is not a UK E.164 number");
  const hours = node.openingHoursSpecification;
  if (!Array.isArray(hours) || hours.length === 0) problems.push("openingHoursSpecification missing");
  else
    for (const [i, spec] of hours.entries()) {
      const where = `openingHoursSpecification[${i}]`;
      if (!isObject(spec)) {
        problems.push(`${where} is not an object`);
        continue;
      }
      const dayList = Array.isArray(spec.dayOfWeek) ? spec.dayOfWeek : [spec.dayOfWeek];
      if (dayList.length === 0 || !dayList.every(isDay)) problems.push(`${where}.dayOfWeek invalid`);
      if (!isClock(spec.opens) || !isClock(spec.closes)) problems.push(`${where}.opens/closes not HH:MM`);
    }
  if (!nonEmptyString(node.priceRange)) problems.push("priceRange missing");
  if (!Array.isArray(node.sameAs) || node.sameAs.length === 0 || !node.sameAs.every(isUrl))
    problems.push("sameAs missing");
  return problems;
}

function blogPostingProblems(node: JsonObject): string[] {
  const problems: string[] = [];
  if (!nonEmptyString(node.headline)) problems.push("headline missing");
  if (!isIsoDate(node.datePublished)) problems.push("datePublished is not an ISO date");
  if (node.dateModified !== undefined && !isIsoDate(node.dateModified))
    problems.push("dateModified is not ISO");
  const author = Array.isArray(node.author) ? node.author[0] : node.author;
  if (!isObject(author) || !nonEmptyString(author.name)) problems.push("author.name missing");
  if (!(isUrl(node.image) || (Array.isArray(node.image) && node.image.every(isUrl))))
    problems.push("image missing");
  if (!isObject(node.publisher) || !nonEmptyString(node.publisher.name))
    problems.push("publisher.name missing");
  return problems;
}

const employmentTypes = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
  "VOLUNTEER",
  "PER_DIEM",
  "OTHER",
];

function jobPostingProblems(node: JsonObject): string[] {
  const problems: string[] = [];
  if (!nonEmptyString(node.title)) problems.push("title missing");
  if (!nonEmptyString(node.description)) problems.push("description missing");
  if (!isIsoDate(node.datePosted)) problems.push("datePosted is not an ISO date");
  const employment = Array.isArray(node.employmentType) ? node.employmentType : [node.employmentType];
  if (employment.length === 0 || !employment.every((t) => employmentTypes.includes(String(t))))
    problems.push("employmentType invalid");
  if (!isObject(node.hiringOrganization) || !nonEmptyString(node.hiringOrganization.name))
    problems.push("hiringOrganization.name missing");
  const location = Array.isArray(node.jobLocation) ? node.jobLocation[0] : node.jobLocation;
  if (!isObject(location) || !types(location).includes("Place")) problems.push("jobLocation is not a Place");
  else problems.push(...postalAddressProblems(location.address, "jobLocation.address"));
  if (node.baseSalary !== undefined) {
    const salary = node.baseSalary;
    const value = isObject(salary) ? salary.value : undefined;
    if (!isObject(salary) || !types(salary).includes("MonetaryAmount") || salary.currency !== "GBP")
      problems.push("baseSalary is not a GBP MonetaryAmount");
    else if (
      !isObject(value) ||
      typeof value.value !== "number" ||
      !["HOUR", "DAY", "WEEK", "MONTH", "YEAR"].includes(String(value.unitText))
    )
      problems.push("baseSalary.value needs a number and a unitText");
  }
  return problems;
}

const rules: Record<string, (node: JsonObject) => string[]> = {
  Organization: organizationProblems,
  ExerciseGym: exerciseGymProblems,
  BlogPosting: blogPostingProblems,
  JobPosting: jobPostingProblems,
};

/** The problems of one node against the rules of each of its types (a type without rules has none). */
export function jsonLdProblems(node: JsonObject): string[] {
  const problems: string[] = [];
  if (node["@context"] !== undefined && !String(node["@context"]).match(/^https?:\/\/schema\.org\/?$/))
    problems.push("@context is not schema.org");
  for (const type of types(node)) {
    const rule = rules[type];
    if (rule) problems.push(...rule(node).map((problem) => `${type}: ${problem}`));
  }
  return problems;
}
