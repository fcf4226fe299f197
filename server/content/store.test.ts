/**
 * The content store: every shipped file passes its schema, a bad file never replaces its last good
 * version and is named, a file written by hand is read again without a restart.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createReader } from "@keystatic/core/reader";
import { afterEach, describe, expect, it } from "vitest";
import { gymsFrom } from "#contracts/content/gyms.server.ts";
import { contentConfig } from "#contracts/content/keystatic.config.ts";
import { copyOfShippedContent } from "#server/test/content.ts";
import { ContentStore, liveOffers, nextOfferBoundary } from "./store";

const shipped = path.resolve("content");
const opened: ContentStore[] = [];
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});

async function open(dir: string): Promise<ContentStore> {
  const store = new ContentStore(dir, { pollMs: 60_000 });
  opened.push(store);
  await store.loaded;
  return store;
}

type CollectionName = keyof typeof contentConfig.collections;

describe("the shipped content", () => {
  // Every file of every collection, so a file added to content/ is checked with no change here.
  for (const collection of Object.keys(contentConfig.collections) as CollectionName[]) {
    const folder = path.join(shipped, collection);
    for (const file of existsSync(folder) ? readdirSync(folder) : [])
      it(`${collection}/${file} passes its schema`, async () => {
        const reader = createReader(shipped, contentConfig);
        const entry = await reader.collections[collection].read(file.replace(/\.yaml$/, ""));
        expect(entry).not.toBeNull();
      });
  }

  it("has no problem, and the spec's day-pass offer with its conditions and the spec's dates", async () => {
    const store = await open(shipped);
    expect(store.problems()).toEqual([]);
    const { offers } = store.snapshot();
    expect(offers.map((offer) => offer.slug)).toEqual(["day-pass"]);
    const [dayPass] = offers;
    expect(dayPass).toMatchObject({
      name: "50% off day pass",
      headline: "50% OFF DAY PASS",
      summary: "50% off your first day pass",
      code: "DAYPASS50",
      gyms: ["greenwich", "welling"],
      startsOn: "2025-11-01",
      endsOn: "2025-11-30",
    });
    expect(dayPass?.conditions.length).toBeGreaterThan(0);
  });
});

describe("an entry stored before its schema gained fields", () => {
  it("keeps the owner's changes and takes only the missing fields from the shipped copy, and says so", async () => {
    // Welling as an owner saved it before places were content (decision 0030): no kind, status, slug, form
    // name or artwork, and a price of the owner's own.
    const dir = copyOfShippedContent();
    const file = path.join(dir, "gyms", "welling.yaml");
    const newFields =
      /^(kind|status|slug|pagePath|formName|membershipBranch|formBackground|claimLabel):.*\n/gm;
    const old = readFileSync(file, "utf8")
      .replace(newFields, "")
      .replace(/^artwork:\n(?: {2}.*\n)+/m, "")
      .replace(/^monthlyPrice: .*$/m, "monthlyPrice: 49.99");
    expect(old).not.toMatch(/^formName:/m);
    writeFileSync(file, old);
    const store = new ContentStore(dir, { pollMs: 60_000, shippedDir: shipped });
    opened.push(store);
    await store.loaded;

    const welling = gymsFrom(store.snapshot()).find((gym) => gym.id === "welling");
    expect(welling).toMatchObject({
      monthlyPrice: 49.99,
      formName: "novowelling",
      kind: "gym",
      slug: "welling",
    });
    expect(store.problems()).toEqual([{ file: "gyms/welling.yaml", message: expect.any(String) }]);
    expect(store.fallbacks()).toContainEqual({
      file: "gyms/welling.yaml",
      from: "stored copy with the shipped copy's new fields",
    });
  });
});

describe("a bad file", () => {
  it("keeps the last good version served and names the file and the field", async () => {
    const dir = copyOfShippedContent();
    const store = await open(dir);
    const before = store.version();
    const file = path.join(dir, "offers", "day-pass.yaml");
    const good = readFileSync(file, "utf8");
    writeFileSync(file, good.replace("endsOn: 2025-11-30", "endsOn: end of November"));
    await store.reload();
    expect(store.snapshot().offers[0]?.endsOn).toBe("2025-11-30");
    expect(store.version()).toBe(before);
    expect(store.problems()).toEqual([
      { file: "offers/day-pass.yaml", message: expect.stringContaining("endsOn") },
    ]);

    writeFileSync(file, "headline: [50% OFF\n");
    await store.reload();
    expect(store.snapshot().offers[0]?.endsOn).toBe("2025-11-30");
    expect(store.problems()[0]?.file).toBe("offers/day-pass.yaml");

    writeFileSync(file, good.replace("endsOn: 2025-11-30", "endsOn: 2025-12-31"));
    await store.reload();
    expect(store.snapshot().offers[0]?.endsOn).toBe("2025-12-31");
    expect(store.problems()).toEqual([]);
    expect(store.version()).not.toBe(before);
  });

  it("a gym entry is read through the same schema: price and hours, no recovery hours as none", async () => {
    const dir = copyOfShippedContent();
    const armory = path.join(dir, "gyms", "armory.yaml");
    writeFileSync(
      armory,
      readFileSync(armory, "utf8")
        .replace("monthlyPrice: 120", "monthlyPrice: 125")
        .replace('opens: "06:00"', 'opens: "06:30"'),
    );
    const welling = path.join(dir, "gyms", "welling.yaml");
    writeFileSync(welling, readFileSync(welling, "utf8").replace('opens: "07:00"', 'opens: "7am"'));
    const store = await open(dir);
    const gyms = gymsFrom(store.snapshot());
    expect(gyms.find((gym) => gym.slug === "armory")).toMatchObject({
      monthlyPrice: 125,
      hours: {
        access: "classes",
        staffed: [
          { label: "weekdays", days: ["Mon", "Tue", "Wed", "Thu", "Fri"], opens: "06:30", closes: "22:00" },
          { label: "Saturday", days: ["Sat"], opens: "08:00", closes: "14:00" },
        ],
        recovery: null,
      },
      hasRecovery: false,
    });
    // Bad from the start: no good version to serve, and named.
    expect(gyms.map((gym) => gym.slug)).toEqual(["armory", "greenwich"]);
    expect(store.problems()).toEqual([
      { file: "gyms/welling.yaml", message: expect.stringContaining("HH:MM") },
    ]);
  });
});

describe("offers with dates", () => {
  it("are live from the start of their first London day to the end of their last", async () => {
    const store = await open(shipped);
    const snapshot = store.snapshot();
    // 30 November 2025 23:30 GMT is still the last day; half past midnight is the day after.
    expect(liveOffers(snapshot, new Date("2025-11-30T23:30:00Z"), "greenwich").map((o) => o.code)).toEqual([
      "DAYPASS50",
    ]);
    expect(liveOffers(snapshot, new Date("2025-12-01T00:30:00Z"))).toEqual([]);
    expect(liveOffers(snapshot, new Date("2025-11-15T12:00:00Z"), "armory")).toEqual([]);
    expect(nextOfferBoundary(snapshot, new Date("2025-11-15T12:00:00Z"))?.toISOString()).toBe(
      "2025-12-01T00:00:00.000Z",
    );
    expect(nextOfferBoundary(snapshot, new Date("2025-10-01T12:00:00Z"))?.toISOString()).toBe(
      "2025-11-01T00:00:00.000Z",
    );
  });

  it("start at London midnight in summer time too (BST: 23:00 the day before in UTC)", async () => {
    const dir = copyOfShippedContent();
    const file = path.join(dir, "offers", "day-pass.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8")
        .replace("startsOn: 2025-11-01", "startsOn: 2026-07-01")
        .replace("endsOn: 2025-11-30", "endsOn: 2026-07-31"),
    );
    const snapshot = (await open(dir)).snapshot();
    expect(nextOfferBoundary(snapshot, new Date("2026-06-15T12:00:00Z"))?.toISOString()).toBe(
      "2026-06-30T23:00:00.000Z",
    );
    expect(liveOffers(snapshot, new Date("2026-06-30T23:30:00Z"))).toHaveLength(1);
    expect(liveOffers(snapshot, new Date("2026-07-31T23:30:00Z"))).toHaveLength(0);
  });
});
