/**
 * The shipped gym files (content/gyms) against their schema, and the site they make: the same gyms, fact for
 * fact, as the site showed when the facts were code (the compatibility constants in gyms.ts, held equal until
 * they are removed).
 */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ContentStore } from "#server/content/store.ts";
import { gymsFrom } from "./gyms.server";

const store = new ContentStore(path.resolve("content"), { pollMs: 60_000 });
afterAll(() => store.close());

describe("content/gyms", () => {
  it("every shipped gym file passes its schema, one per gym of the site", async () => {
    await store.loaded;
    expect(store.problems()).toEqual([]);
    expect(Object.keys(store.snapshot().entries.gyms)).toEqual(["armory", "greenwich", "welling"]);
    // SPEC §3's order: the Armory first (the default, out of the finder), then the 24/7 gyms.
    const gyms = gymsFrom(store.snapshot());
    expect(gyms.map((gym) => gym.id)).toEqual(["armory", "greenwich", "welling"]);
    expect(gyms.map((gym) => [gym.kind, gym.status, gym.pageLink, gym.signUpLink, gym.tourLink])).toEqual([
      ["studio", "open", "/novoarmory", "/armory-signup", null],
      ["gym", "open", "/greenwich", "/greenwich-signup", "/greenwich/tour"],
      ["gym", "open", "/welling", "/welling-signup", "/welling/tour"],
    ]);
    expect(
      gyms.map((gym) => [gym.formName, gym.membershipBranch, gym.formBackground, gym.claimLabel]),
    ).toEqual([
      ["novoarmory", "greenwich", "form-background", "Claim your discount"],
      ["novogreenwich", "london", "form-background", "Claim your discount"],
      ["novowelling", "welling", "welling-form-background", "CLAIM YOUR DISCOUNT"],
    ]);
  });

  it("the facts the specs quote", async () => {
    await store.loaded;
    const [armory, greenwich, welling] = gymsFrom(store.snapshot());
    expect([armory?.monthlyPrice, greenwich?.monthlyPrice, welling?.monthlyPrice]).toEqual([
      120, 84.99, 54.99,
    ]);
    expect(greenwich?.times).toEqual([
      { type: "Gym access", time: "24/7" },
      { type: "Staffed weekdays", time: "8am - 8pm" },
      { type: "Staffed weekends", time: "8am - 4pm" },
      { type: "Recovery weekdays", time: "7am - 10pm" },
      { type: "Recovery weekends", time: "8am - 8pm" },
    ]);
    expect(armory?.hasRecovery).toBe(false);
  });
});
