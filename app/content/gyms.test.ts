/**
 * The shipped gym files (content/gyms) against their schema, and the site they make: the same gyms, fact for
 * fact, as the site showed when the facts were code (the compatibility constants in gyms.ts, held equal until
 * they are removed).
 */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { gymIdentities } from "./gym-identity";
import { gymsFrom } from "./gyms.server";
import { ContentStore } from "./store.server";

const store = new ContentStore(path.resolve("content"), { pollMs: 60_000 });
afterAll(() => store.close());

describe("content/gyms", () => {
  it("every shipped gym file passes its schema, one per gym of the site", async () => {
    await store.loaded;
    expect(store.problems()).toEqual([]);
    expect(Object.keys(store.snapshot().entries.gyms)).toEqual(["armory", "greenwich", "welling"]);
    expect(gymsFrom(store.snapshot()).map((gym) => gym.slug)).toEqual(gymIdentities.map((gym) => gym.slug));
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
