/**
 * The content store: every shipped file passes its schema, a bad file never replaces its last good
 * version and is named, a file written by hand is read again without a restart.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createReader } from "@keystatic/core/reader";
import { afterEach, describe, expect, it } from "vitest";
import { contentConfig } from "./keystatic.config";
import { ContentStore, liveOffers, nextOfferBoundary } from "./store.server";

const shipped = path.resolve("content");
const opened: ContentStore[] = [];
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});

function copyOfContent(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "novo-content-"));
  cpSync(shipped, dir, { recursive: true });
  return dir;
}

async function open(dir: string): Promise<ContentStore> {
  const store = new ContentStore(dir, { pollMs: 60_000 });
  opened.push(store);
  await store.loaded;
  return store;
}

describe("the shipped content", () => {
  for (const collection of ["offers", "gyms"] as const)
    for (const file of readdirSync(path.join(shipped, collection)))
      it(`${collection}/${file} passes its schema`, async () => {
        const reader = createReader(shipped, contentConfig);
        const entry = await reader.collections[collection].read(file.replace(/\.yaml$/, ""));
        expect(entry).not.toBeNull();
      });

  it("has no problem, the three gyms' prices and hours, and the spec's day-pass offer", async () => {
    const store = await open(shipped);
    expect(store.problems()).toEqual([]);
    const { gyms, offers } = store.snapshot();
    expect(Object.keys(gyms).sort()).toEqual(["armory", "greenwich", "welling"]);
    expect(gyms.greenwich?.monthlyPrice).toBe(84.99);
    expect(gyms.armory?.hours.recovery).toBeNull();
    const dayPass = offers.find((offer) => offer.code === "DAYPASS50");
    expect(dayPass).toMatchObject({ headline: "50% OFF DAY PASS", summary: "50% off your first day pass" });
    expect(dayPass?.gyms).toEqual(["greenwich", "welling"]);
  });
});

describe("a bad file", () => {
  it("keeps the last good version served and names the file and the field", async () => {
    const dir = copyOfContent();
    const store = await open(dir);
    const before = store.version();
    const file = path.join(dir, "gyms", "greenwich.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("84.99", "cheap"));
    await store.reload();
    expect(store.snapshot().gyms.greenwich?.monthlyPrice).toBe(84.99);
    expect(store.version()).toBe(before);
    expect(store.problems()).toEqual([
      { file: "gyms/greenwich.yaml", message: expect.stringContaining("monthlyPrice") },
    ]);

    writeFileSync(file, "monthlyPrice: [84.99\n");
    await store.reload();
    expect(store.snapshot().gyms.greenwich?.monthlyPrice).toBe(84.99);
    expect(store.problems()[0]?.file).toBe("gyms/greenwich.yaml");

    writeFileSync(
      file,
      readFileSync(path.join(shipped, "gyms", "greenwich.yaml"), "utf8").replace("84.99", "89.99"),
    );
    await store.reload();
    expect(store.snapshot().gyms.greenwich?.monthlyPrice).toBe(89.99);
    expect(store.problems()).toEqual([]);
    expect(store.version()).not.toBe(before);
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
    // Before the first day (1 November, still BST in London until 26 October: GMT here).
    expect(nextOfferBoundary(snapshot, new Date("2025-10-01T12:00:00Z"))?.toISOString()).toBe(
      "2025-11-01T00:00:00.000Z",
    );
  });
});
