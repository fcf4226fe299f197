/**
 * The page copy as content (issue 17 §1): every shipped file passes its schema, the loaders' output quotes
 * every fact filled (no "{name}" left), a price answer follows the gym's price, and the offers in the
 * content each get their terms, ended ones included.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MANAGEMENT_ROLE } from "#contracts/staff.ts";
import { base64UrlEncode } from "#server/content/editor.ts";
import { ContentStore } from "#server/content/store.ts";
import { copyOfShippedContent } from "#server/test/content.ts";
import { checkAsSaved } from "#server/test/editor-save.ts";
import { shippedDayPass } from "#tests/offers.ts";
import { shippedCopy } from "#tests/shipped.server.ts";
import { shippedGyms } from "#tests/shipped.ts";
import { strings } from "#tests/strings.ts";
import { copyScope, fillCopy } from "./copy";
import { factsFrom } from "./facts";
import { faqFrom } from "./faq";
import type { Offer } from "./offer";
import { termsFrom } from "./terms";

const shipped = await shippedCopy();
const entries = async (dir: string) => {
  const content = new ContentStore(dir);
  await content.loaded;
  content.close();
  return { snapshot: content.snapshot(), problems: content.problems() };
};

describe("the shipped page copy", () => {
  it("passes its schemas: FAQ, terms, privacy and franchising are read without a problem", async () => {
    expect(shipped.problems).toEqual([]);
    const { snapshot } = await entries("content");
    for (const page of ["faq", "franchising", "privacy", "terms"] as const)
      expect(snapshot.singletons[page], page).toBeDefined();
  });

  it("leaves no {name} unfilled in what the loaders return", () => {
    const texts = strings(shipped);
    expect(texts.length).toBeGreaterThan(300);
    for (const text of texts) expect(text).not.toMatch(/[{}]/);
  });

  it("keeps the spec's shape: five FAQ sections, 22 terms sections, the privacy dates", () => {
    expect(shipped.faq.map((s) => s.title)).toEqual([
      "Memberships & Pricing",
      "Facilities & Amenities",
      "Gym Access & Hours",
      "Health & Safety",
      "Account & Support",
    ]);
    expect(shipped.terms.sections).toHaveLength(22);
    expect(shipped.terms.lastUpdated).toBe("March 2025");
    expect(shipped.privacy).toMatchObject({ heroUpdated: "January 2024", lastUpdated: "5 June 2025" });
  });

  it("quotes the day pass from the offer's content: code, summary and gyms", () => {
    const section = shipped.terms.sections.find((s) => s.id === "day-pass-offer");
    expect(section?.title).toBe("Day passes and the DAYPASS50 offer");
    expect(section?.paragraphs[0]).toContain(
      "gives you 50% off your first day pass at Novo Greenwich and Novo Welling",
    );
    const collected = shipped.privacy.sections.find((s) => s.id === "what-we-collect")?.list ?? [];
    expect(collected[0]).toMatch(/^Discount form \(the DAYPASS50 day pass offer\)/);
  });
});

describe("the FAQ's price answer", () => {
  const entry = {
    sections: [
      {
        id: "memberships-pricing",
        title: "Memberships & Pricing",
        items: [
          {
            question: "How much does a membership cost?",
            answer: "Monthly memberships are {greenwich.price} at {greenwich.name}.",
            offer: null,
          },
        ],
      },
    ],
  };

  it("is built from the gym's monthly price (factsFrom), and changes with it", () => {
    const answer = (monthlyPrice: number) =>
      faqFrom(
        entry,
        copyScope(
          factsFrom({
            gyms: shippedGyms.map((gym) => (gym.slug === "greenwich" ? { ...gym, monthlyPrice } : gym)),
          }),
          [],
        ),
      )[0]?.items[0]?.answer;
    expect(answer(84.99)).toBe("Monthly memberships are £84.99 at Novo Greenwich.");
    expect(answer(79.5)).toBe("Monthly memberships are £79.50 at Novo Greenwich.");
  });

  it("the shipped answer quotes every gym's price", () => {
    const answer = shipped.faq[0]?.items[0]?.answer ?? "";
    expect(answer).toContain("£84.99 at Novo Greenwich, £54.99 at Novo Welling and £120 at");
  });
});

describe("offers in the terms", () => {
  const dayPass: Offer = { ...shippedDayPass, conditions: ["One code per person."] };
  const spring: Offer = {
    ...dayPass,
    slug: "spring",
    code: "SPRING20",
    summary: "20% off your first month",
    gyms: ["welling"],
    conditions: ["New members only.", "Join by the last day of the offer."],
    startsOn: "2026-03-01",
    endsOn: "2026-03-31",
  };
  const entry = {
    lastUpdated: "March 2025",
    sections: [
      { id: "intro", title: "About", offer: null, paragraphs: ["Hello."], list: [] },
      {
        id: "day-pass-offer",
        title: "The {offer.code} offer",
        offer: "day-pass",
        paragraphs: ["{offer.summary}"],
        list: [],
      },
      { id: "law", title: "Law", offer: null, paragraphs: ["Updated {page.lastUpdated}."], list: [] },
    ],
    otherOffer: {
      title: "The {offer.code} offer",
      paragraphs: ["{offer.summary} at {offer.gyms}, {offer.startsOn} to {offer.endsOn}."],
    },
  };

  it("gives an offer with no section of its own the general one, after the offer sections, with its conditions", () => {
    const page = termsFrom(entry, copyScope(factsFrom({ gyms: shippedGyms }), [dayPass, spring]));
    expect(page.sections.map((s) => s.id)).toEqual(["intro", "day-pass-offer", "offer-spring", "law"]);
    expect(page.sections[2]).toEqual({
      id: "offer-spring",
      title: "The SPRING20 offer",
      paragraphs: ["20% off your first month at Novo Welling, 1 March 2026 to 31 March 2026."],
      list: spring.conditions,
    });
    expect(page.sections[3]?.paragraphs).toEqual(["Updated March 2025."]);
  });

  it("leaves out the section of an offer no longer in the content", () => {
    const page = termsFrom(entry, copyScope(factsFrom({ gyms: shippedGyms }), [spring]));
    expect(page.sections.map((s) => s.id)).toEqual(["intro", "offer-spring", "law"]);
    expect(fillCopy("{offer.code}", {})).toBeNull();
  });
});

describe("an offer added to the content directory", () => {
  const dir = copyOfShippedContent();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gets its terms section from the offers collection, and the day pass keeps its own", async () => {
    writeFileSync(
      path.join(dir, "offers", "spring.yaml"),
      [
        "name: spring offer",
        "headline: 20% OFF",
        "summary: 20% off your first month",
        "code: SPRING20",
        "gyms:",
        "  - welling",
        "conditions:",
        "  - New members only.",
        "startsOn: 2026-03-01",
        "endsOn: 2026-03-31",
        "",
      ].join("\n"),
    );
    const copy = await shippedCopy(dir);
    expect(copy.problems).toEqual([]);
    const ids = copy.terms.sections.map((s) => s.id);
    expect(ids).toHaveLength(23);
    expect(ids.indexOf("offer-spring")).toBe(ids.indexOf("day-pass-offer") + 1);
    const spring = copy.terms.sections.find((s) => s.id === "offer-spring");
    expect(spring?.title).toBe("The SPRING20 offer");
    expect(spring?.list).toEqual(["New members only."]);
  });
});

describe("the editor's save check on a page", () => {
  const faqFile = readFileSync("content/pages/faq.yaml", "utf8");
  const save = (text: string) => ({
    additions: [{ path: "pages/faq.yaml", contents: base64UrlEncode(text) }],
    deletions: [],
  });

  it("lets management save the FAQ, refuses an unknown fact name and a gym's inbox", async () => {
    const edited = faqFile.replace("{greenwich.price} at", "{greenwich.price} a month at");
    expect(await checkAsSaved(MANAGEMENT_ROLE, save(edited), "content")).toEqual({ ok: true });
    const unknown = await checkAsSaved(
      MANAGEMENT_ROLE,
      save(faqFile.replace("{greenwich.price}", "{greenwich.fee}")),
      "content",
    );
    expect(unknown).toMatchObject({ ok: false, status: 400 });
    expect(await checkAsSaved("novogreenwich", save(edited), "content")).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});
