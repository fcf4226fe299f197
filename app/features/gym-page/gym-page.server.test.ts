/**
 * The recovery guide reaches the gym pages and /locations as loader data, and the gyms reach /locations' site
 * tabs: an owner's edit of content/pages/recovery.yaml or content/gyms/<slug>.yaml shows there with no build
 * (issue 17).
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loader as locationsLoader } from "#app/routes/locations.tsx";
import { loader as placeLoader } from "#app/routes/place.tsx";
import { contentStoreFor, forgetContentStore } from "#server/content/stores.ts";
import { copyOfShippedContent } from "#server/test/content.ts";
import { recoveryGuide } from "#tests/shipped.ts";

const dir = copyOfShippedContent();
// Only what the loaders read: the content, as the server's load context gives it.
const args = <A>() =>
  ({
    request: new Request("http://localhost/locations"),
    context: { content: contentStoreFor(dir) },
  }) as unknown as A;
const gymPage = async () => {
  const answer = await placeLoader({
    ...args<Parameters<typeof placeLoader>[0]>(),
    params: { place: "greenwich" },
  } as Parameters<typeof placeLoader>[0]);
  if (answer.view !== "gym") throw new Error(`/greenwich answered the ${answer.view} view`);
  return answer;
};
const locations = async () => {
  const answer = await locationsLoader(args<Parameters<typeof locationsLoader>[0]>());
  // Only a throttled finder query is answered with a status; this page has none.
  if (!("recovery" in answer)) throw new Error("a bare page answered with a status");
  return answer;
};

afterAll(() => {
  forgetContentStore(dir);
  rmSync(dir, { recursive: true, force: true });
});

describe("the recovery guide on the gym page and /locations", () => {
  it("is the shipped content, facts filled", async () => {
    const { recovery } = await gymPage();
    expect(recovery?.list.map((f) => f.title)).toEqual(recoveryGuide.gymList.map((f) => f.title));
    expect(recovery?.tabs.map((f) => f.id)).toEqual(["salt-sauna", "steam-room", "massage"]);
    const page = await locations();
    expect(page.recovery.facilities).toEqual(recoveryGuide.gymList);
    expect(page.recovery.rules).toContain("There are no swimming pools at any Novo site.");
    expect(page.finderAnswer).toBeNull();
  });

  it("follows an edit of content/pages/recovery.yaml", async () => {
    const file = path.join(dir, "pages", "recovery.yaml");
    const edited = readFileSync(file, "utf8")
      .replace("temperature: 55°C", "temperature: 57°C")
      .replace("  - The Armory has no recovery access.", "  - The Armory has no recovery suite.");
    writeFileSync(file, edited);
    await contentStoreFor(dir).reload();

    const { recovery } = await gymPage();
    const steam = (list: { id: string; temperature?: string }[] = []) =>
      list.find((f) => f.id === "steam-room")?.temperature;
    expect(steam(recovery?.list)).toBe("57°C");
    expect(steam(recovery?.tabs)).toBe("57°C");
    const page = await locations();
    expect(steam(page.recovery.facilities)).toBe("57°C");
    expect(page.recovery.rules).toContain("The Armory has no recovery suite.");
  });
});

describe("the site tabs on /locations", () => {
  it("show each gym as content/gyms has it, and follow a price edit", async () => {
    const tab = async () => (await locations()).sites.find((site) => site.slug === "welling");
    expect((await tab())?.monthlyPrice).toBe(54.99);
    expect((await tab())?.amenities.length).toBeGreaterThan(0);

    const file = path.join(dir, "gyms", "welling.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^monthlyPrice: .*$/m, "monthlyPrice: 57.49"));
    await contentStoreFor(dir).reload();

    expect((await tab())?.monthlyPrice).toBe(57.49);
  });
});
