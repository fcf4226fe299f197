import { describe, expect, it } from "vitest";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import { shippedGym, shippedGyms } from "#tests/shipped.ts";
import { resolvePlace } from "./resolve";

const none = new Map<string, string[]>();
const renamed = (gym: GymLocation, slug: string): GymLocation => ({
  ...gym,
  slug,
  pageLink: `/${slug}`,
  signUpLink: `/${slug}-signup`,
  tourLink: gym.tourLink ? `/${slug}/tour` : null,
});

describe("a path's place", () => {
  it("keeps SPEC §2's seed URLs: /greenwich, /welling, /novoarmory and their sign-up and tour pages", () => {
    const found = (segment: string, tour = false) => {
      const match = resolvePlace(shippedGyms, none, segment, tour);
      return match.kind === "place" ? [match.place.id, match.view] : match.kind;
    };
    expect(found("greenwich")).toEqual(["greenwich", "page"]);
    expect(found("welling")).toEqual(["welling", "page"]);
    expect(found("novoarmory")).toEqual(["armory", "page"]);
    expect(found("greenwich-signup")).toEqual(["greenwich", "signUp"]);
    expect(found("welling-signup")).toEqual(["welling", "signUp"]);
    expect(found("armory-signup")).toEqual(["armory", "signUp"]);
    expect(found("greenwich", true)).toEqual(["greenwich", "tour"]);
    expect(found("welling", true)).toEqual(["welling", "tour"]);
    // The Armory's page is its page path; a studio has no tours; nothing else is a place.
    expect(found("armory")).toBe("none");
    expect(found("armory", true)).toBe("none");
    expect(found("novoarmory", true)).toBe("none");
    expect(found("lewisham")).toBe("none");
    expect(found("novoarmory-signup")).toBe("none");
    // Paths are matched as the static routes are: in any letter case.
    expect(found("Greenwich")).toEqual(["greenwich", "page"]);
  });

  it("answers a draft with nothing, and a closed place with its page", () => {
    const places = shippedGyms.map((gym) =>
      gym.id === "welling"
        ? { ...gym, status: "draft" as const }
        : gym.id === "greenwich"
          ? { ...gym, status: "closed" as const }
          : gym,
    );
    expect(resolvePlace(places, none, "welling", false).kind).toBe("none");
    expect(resolvePlace(places, none, "welling-signup", false).kind).toBe("none");
    expect(resolvePlace(places, none, "welling", true).kind).toBe("none");
    expect(resolvePlace(places, none, "greenwich", false)).toMatchObject({ kind: "place", view: "page" });
  });

  it("moves a former slug's page, sign-up and tour to the slug now, with nothing for a slug taken again", () => {
    const places = shippedGyms.map((gym) => (gym.id === "welling" ? renamed(gym, "welling-kent") : gym));
    const former = new Map([["welling", ["welling", "welling-kent"]]]);
    expect(resolvePlace(places, former, "welling", false)).toEqual({ kind: "moved", to: "/welling-kent" });
    expect(resolvePlace(places, former, "welling-signup", false)).toEqual({
      kind: "moved",
      to: "/welling-kent-signup",
    });
    expect(resolvePlace(places, former, "welling", true)).toEqual({
      kind: "moved",
      to: "/welling-kent/tour",
    });
    expect(resolvePlace(places, former, "welling-kent", false)).toMatchObject({
      kind: "place",
      view: "page",
    });
    // Another place took the old slug: it is that place's now.
    const taken = [...places, { ...renamed(shippedGym("greenwich"), "welling"), id: "other" }];
    expect(resolvePlace(taken, former, "welling", false)).toMatchObject({
      kind: "place",
      place: { id: "other" },
    });
    // A draft's former slugs move nobody.
    const draft = places.map((gym) => (gym.id === "welling" ? { ...gym, status: "draft" as const } : gym));
    expect(resolvePlace(draft, former, "welling", false).kind).toBe("none");
  });
});
