import { describe, expect, it } from "vitest";
import { pageSnapshot, shippedGyms } from "#tests/shipped.ts";
import {
  factNames,
  factsFrom,
  fillFacts,
  ownPlaceFacts,
  placeFactNames,
  quotedFactsPattern,
  unknownFacts,
} from "./facts";
import { pageFactSources } from "./page-copy.server";

describe("facts quoted by name", () => {
  // Everything a loader passes: the gyms, and the shipped recovery guide and Armory classes.
  const facts = factsFrom(pageFactSources(pageSnapshot(), shippedGyms));

  it("has a value for every name a text may quote", () => {
    for (const name of factNames) expect(facts[name], name).toBeTruthy();
    for (const name of placeFactNames(shippedGyms.map((gym) => gym.id)))
      expect(facts[name], name).toBeTruthy();
  });

  it("names any place's facts by its id, and a place's own as {place.*} for its pages' words", () => {
    expect(unknownFacts("{lewisham.price} at {novo-lewisham.name}")).toEqual([]);
    expect(unknownFacts("{lewisham.fax}")).toEqual(["lewisham.fax"]);
    const welling = shippedGyms.find((gym) => gym.id === "welling");
    if (!welling) throw new Error("no welling");
    const own = ownPlaceFacts({ ...welling, id: "lewisham", name: "Novo Lewisham" });
    expect(fillFacts("Join {place.name}, from {lewisham.price}", own)).toBe(
      "Join Novo Lewisham, from £54.99",
    );
  });

  it("fills the price from the gym's own entry", () => {
    const welling = shippedGyms.find((gym) => gym.slug === "welling");
    const cheaper = factsFrom({
      gyms: shippedGyms.map((gym) => (gym === welling ? { ...gym, monthlyPrice: 49.5 } : gym)),
    });
    expect(fillFacts("Welling is {welling.price} a month.", cheaper)).toBe("Welling is £49.50 a month.");
  });

  it("leaves an unknown name as written, and the schema's pattern refuses it", () => {
    expect(fillFacts("Call {brand.fax}", facts)).toBe("Call {brand.fax}");
    expect(unknownFacts("Call {brand.fax} or {brand.phone}")).toEqual(["brand.fax"]);
    expect(quotedFactsPattern.test("Call {brand.fax}")).toBe(false);
    expect(quotedFactsPattern.test("Call {brand.phone}\nor e-mail {greenwich.email}.")).toBe(true);
    expect(quotedFactsPattern.test("A { stray brace")).toBe(false);
  });
});
