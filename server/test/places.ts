/**
 * A fourth place for the tests of places as content (issue 37): Welling's shipped entry made into "Novo
 * Lewisham", with its own id, address, form name and inbox.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** A gym entry's YAML with some top-level fields replaced (added when missing; with null, removed). */
export function withFields(text: string, fields: Record<string, string | null>): string {
  let out = text;
  for (const [field, value] of Object.entries(fields)) {
    const line = new RegExp(`^${field}: .*$`, "m");
    if (value === null) out = out.replace(new RegExp(`^${field}: .*\\n`, "m"), "");
    else if (line.test(out)) out = out.replace(line, `${field}: ${value}`);
    else out = `${out.trimEnd()}\n${field}: ${value}\n`;
  }
  return out;
}

export const NEW_GYM_FILE = "gyms/lewisham.yaml";

/** Novo Lewisham's entry, from Welling's (the shipped one unless given), open unless `fields` say otherwise. */
export function newGymEntry(
  fields: Record<string, string | null> = {},
  welling = readFileSync(path.resolve("content/gyms/welling.yaml"), "utf8"),
): string {
  return withFields(welling, {
    id: "lewisham",
    status: "open",
    slug: "lewisham",
    formName: "novolewisham",
    name: "Novo Lewisham",
    shortName: "Lewisham",
    postcode: "SE13 6EE",
    email: "lewisham@novogyms.co.uk",
    latitude: "51.4615",
    longitude: "-0.0105",
    googlePlaceId: "lewisham-place",
    ...fields,
  });
}
