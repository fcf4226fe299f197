/**
 * The editor's gym pickers list the gym entries that exist (Keystatic's relationship fields), not options
 * fixed when the editor is built: a place saved today is a value each picker takes, stored as its id as
 * before (the save gate checks the id names a place: server/staff/places.test.ts).
 */
import { describe, expect, it } from "vitest";
import { contentConfig } from "#contracts/content/keystatic.config.ts";

interface Field {
  kind: string;
  formKind?: string;
  parse(value: unknown, extra?: unknown): unknown;
  defaultValue(): unknown;
}

// Keystatic's field objects are typed by their schema; only the parts these checks read are named here.
const schemaOf = (entry: { schema: unknown }) =>
  entry.schema as Record<string, Field & { element?: unknown }>;
const pickers: Record<string, Field> = {
  "offers: gyms": schemaOf(contentConfig.collections.offers).gyms as Field,
  "jobs: gym": schemaOf(contentConfig.collections.jobs).gym as Field,
  "posts: gym": schemaOf(contentConfig.collections.posts).gym as Field,
  "tours: closed dates' gyms": (
    schemaOf(contentConfig.singletons.tours).closedDates as unknown as {
      element: { fields: Record<string, Field> };
    }
  ).element.fields.gyms as Field,
};

describe("the editor's gym pickers", () => {
  it.each(Object.entries(pickers))(
    "%s takes an entry that did not exist when the editor was built",
    (_, field) => {
      const multiple = Array.isArray(field.defaultValue());
      const value = multiple ? ["lewisham", "greenwich"] : "lewisham";
      expect(field.parse(value, { slug: undefined })).toEqual(value);
    },
  );

  it("a gym entry says how each picker names it: its id is the file name", () => {
    const gyms = schemaOf(contentConfig.collections.gyms);
    expect(contentConfig.collections.gyms.slugField).toBe("id");
    for (const field of ["kind", "status", "slug", "pagePath", "formName"]) expect(gyms[field]).toBeDefined();
  });
});
