/**
 * The page copy that is content (home, athletic, retreat, Prep, recovery guide, Armory classes): every shipped
 * file passes its schema, and every {fact} it quotes is known and filled.
 */
import path from "node:path";
import { createReader } from "@keystatic/core/reader";
import { afterAll, describe, expect, it } from "vitest";
import { ContentStore } from "#server/content/store.ts";
import {
  armoryClassesCopy,
  athleticCopy,
  homeCopy,
  pageSnapshot,
  prepCopy,
  recoveryGuide,
  retreatCopy,
  shippedGyms,
  standingOffers,
} from "#tests/shipped.ts";
import { strings } from "#tests/strings.ts";
import { factNames, factsFrom, unknownFacts } from "./facts";
import { contentConfig } from "./keystatic.config";
import { filledIn, pageFactSources, recoveryGuideIn, standingOffersIn } from "./page-copy.server";

const shipped = path.resolve("content");
const pageSingletons = [
  "home",
  "athletic",
  "retreat",
  "mealPrep",
  "recovery",
  "armoryClasses",
  "standingOffers",
  "company",
] as const;
const store = new ContentStore(shipped, { pollMs: 60_000 });
afterAll(() => store.close());

describe("the shipped page copy", () => {
  for (const name of pageSingletons)
    it(`${name} passes its schema`, async () => {
      const reader = createReader(shipped, contentConfig);
      expect(await reader.singletons[name].read()).not.toBeNull();
    });

  it("is read by the store with no problem", async () => {
    await store.loaded;
    expect(store.problems()).toEqual([]);
    for (const name of pageSingletons) expect(store.snapshot().singletons[name], name).toBeDefined();
  });

  it("quotes only known facts, and the loaders' copy has every one filled", () => {
    const raw = strings(pageSnapshot().singletons);
    expect(raw.flatMap(unknownFacts)).toEqual([]);
    const filled = [
      homeCopy,
      athleticCopy,
      retreatCopy,
      prepCopy,
      recoveryGuide,
      armoryClassesCopy,
      standingOffers,
    ];
    // The offer band keeps {summary}, {gyms} and {endsOn}: the live offer's, filled on the page.
    const left = strings(filled).filter((text) =>
      /\{[a-zA-Z.]+\}/.test(text.replace(/\{(summary|gyms|endsOn)\}/g, "")),
    );
    expect(left).toEqual([]);
  });

  it("reads as today's site: spec strings and the facts they quote", () => {
    expect(homeCopy.services.find((s) => s.id === "gyms")?.points).toContain(
      "Memberships from £54.99 a month",
    );
    expect(homeCopy.services.find((s) => s.id === "armory")?.points).toContain(
      "Groups of 6 to 12, every class coached",
    );
    expect(retreatCopy.tabs[0]?.label).toBe("Training");
    expect(prepCopy.tabs[0]?.label).toBe("Macronutrients");
    expect(recoveryGuide.gymTabs.map((f) => f.title)).toEqual([
      "Salt sauna",
      "Steam room",
      "Massage facilities",
    ]);
    expect(recoveryGuide.gymList.map((f) => f.title)).toEqual([
      "Infra-red sauna",
      "Steam room",
      "Massage facilities",
    ]);
    expect(recoveryGuide.rules).toContain("Recovery areas open at the times listed for each gym.");
    expect(recoveryGuide.rules).toContain("Members must be 16 or over.");
    expect(standingOffers.armoryTrial.summary).toBe("3 classes free within 7 days");
    expect(standingOffers.interest.summary).toBe("10% off for registering your interest");
    expect(standingOffers.armoryTrial.cardDetail).toBe(
      "Try boxing, Muay Thai, spin and more. Book any 3 classes in your first 7 days.",
    );
    expect(armoryClassesCopy.intro).toBe(
      "Every class is coached and capped at 12 people, never fewer than 6.",
    );
  });
});

describe("facts from the page copy", () => {
  const facts = factsFrom(pageFactSources(pageSnapshot(), shippedGyms));

  it("gives other copy the recovery guide's and the classes' values by name", () => {
    expect(facts["recovery.steamRoom.temperature"]).toBe("55°C");
    expect(facts["recovery.steamRoom.humidity"]).toBe("100%");
    expect(facts["recovery.infraredSauna.temperature"]).toBe("60°C");
    expect(facts["recovery.infraredSauna.duration"]).toBe("15-45 minutes");
    expect(facts["recovery.gymFacilities"]).toBe("infra-red sauna, steam room and massage facilities");
    expect(facts["classes.sizeMin"]).toBe("6");
    expect(facts["classes.sizeMax"]).toBe("12");
    expect(facts["classes.names"]).toMatch(/^Boxing, Calisthenics, .* and Strength and Conditioning$/);
    expect(facts["classes.juniorBoxingAges"]).toBe("10-15");
    expect(facts["gyms.lowestPrice"]).toBe("£54.99");
    expect(facts["offers.armoryTrial"]).toBe("3 classes free within 7 days");
    expect(facts["offers.interestPercent"]).toBe("10");
    expect(facts["gyms.recoveryHours"]).toMatch(/^Novo Greenwich: .+\. Novo Welling: .+/);
  });

  it("gives copy the company's phone, e-mails, minimum age and terms' numbers (content/company.yaml)", () => {
    expect(facts["brand.phone"]).toBe("020 7946 0123");
    expect(facts["brand.managementEmail"]).toBe("management@novogyms.co.uk");
    expect(facts["brand.careersEmail"]).toBe("careers@novogyms.co.uk");
    expect(facts["brand.minimumAge"]).toBe("16");
    expect(facts["rules.freezeNoticeDays"]).toBe("5");
    expect(facts["rules.coolingOffDays"]).toBe("14");
    expect(facts["rules.liabilityCap"]).toBe("£1,000");
    const companyFacts = factNames.filter((name) => /^(brand|rules)\./.test(name));
    expect(companyFacts.filter((name) => !facts[name])).toEqual([]);
  });

  it("names every such fact, and fills each one from the shipped content", () => {
    const pageFacts = factNames.filter((name) => /^(recovery|classes|gyms)\./.test(name));
    expect(pageFacts.length).toBeGreaterThan(20);
    expect(pageFacts.filter((name) => !facts[name])).toEqual([]);
  });

  it("leaves them unfilled for a caller that passes only the gyms", () => {
    expect(factsFrom({ gyms: shippedGyms })["recovery.steamRoom.temperature"]).toBeUndefined();
  });

  it("follow an edit of the content", () => {
    const snapshot = pageSnapshot();
    const recovery = snapshot.singletons.recovery;
    const steam = recovery?.facilities.find((f) => f.id === "steam-room");
    if (!steam) throw new Error("no steam room");
    (steam as { temperature: string }).temperature = "57°C"; // an edit, as the owner would make it
    expect(factsFrom(pageFactSources(snapshot, shippedGyms))["recovery.steamRoom.temperature"]).toBe("57°C");
    expect(filledIn(snapshot, shippedGyms, recoveryGuideIn).guide[0]?.temperature).toBe("57°C");
    const trial = snapshot.singletons.standingOffers?.armoryTrial;
    if (!trial) throw new Error("no Armory trial");
    (trial as { classes: number }).classes = 4;
    expect(factsFrom(pageFactSources(snapshot, shippedGyms))["offers.armoryTrial"]).toBe(
      "4 classes free within 7 days",
    );
    expect(filledIn(snapshot, shippedGyms, standingOffersIn).armoryTrial).toMatchObject({
      classes: 4,
      summary: "4 classes free within 7 days",
      cardDetail: "Try boxing, Muay Thai, spin and more. Book any 4 classes in your first 7 days.",
    });
    const company = snapshot.singletons.company;
    if (!company) throw new Error("no company");
    (company as { phone: string }).phone = "020 7946 0999";
    (company.membershipRules as { freezeNoticeDays: number }).freezeNoticeDays = 7;
    const edited = factsFrom(pageFactSources(snapshot, shippedGyms));
    expect(edited["brand.phone"]).toBe("020 7946 0999");
    expect(edited["rules.freezeNoticeDays"]).toBe("7");
  });
});
