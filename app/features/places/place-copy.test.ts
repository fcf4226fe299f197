import { describe, expect, it } from "vitest";
import { shippedGym, shippedPlacePage } from "#tests/shipped.ts";
import { placeCopy } from "./place-copy";

const empty = { title: "", description: "", heading: "", intro: "" };
const lewisham = {
  ...shippedGym("welling"),
  id: "lewisham",
  name: "Novo Lewisham",
  locality: "Lewisham",
  postcode: "SE13 6EE",
  intro: "A 24/7 gym in Lewisham.",
  introSecondLine: "Free weights and a recovery suite.",
  pageLink: "/lewisham" as const,
  signUpLink: "/lewisham-signup" as const,
  tourLink: "/lewisham/tour" as const,
};

describe("a place's page words", () => {
  it("are written from the entry when it has none of its own, with no filler", () => {
    expect(placeCopy(lewisham, "page", empty)).toEqual({
      id: "place",
      path: "/lewisham",
      dayPass: true,
      title: "Novo Lewisham | 24/7 Gym in Lewisham SE13",
      description: "A 24/7 gym in Lewisham.",
      heading: "Novo Lewisham",
      intro: "A 24/7 gym in Lewisham. Free weights and a recovery suite.",
    });
    expect(placeCopy(lewisham, "signUp", undefined)).toMatchObject({
      path: "/lewisham-signup",
      dayPass: false,
      heading: "Join Novo Lewisham",
    });
    expect(placeCopy(lewisham, "tour", undefined)).toMatchObject({
      path: "/lewisham/tour",
      heading: "Book a tour of Novo Lewisham",
      intro: "Pick a 30-minute slot in staffed hours and a member of the team will show you round.",
    });
  });

  it("take the entry's own words field by field", () => {
    const own = { ...empty, heading: "Lewisham is open" };
    expect(placeCopy(lewisham, "page", own)).toMatchObject({
      heading: "Lewisham is open",
      title: "Novo Lewisham | 24/7 Gym in Lewisham SE13",
    });
  });

  it("give the seeds the words they have always had (their entries' own)", () => {
    expect(shippedPlacePage("greenwich", "page").title).toBe("Novo Greenwich | 24/7 Gym in Greenwich SE10");
    expect(shippedPlacePage("armory", "signUp").heading).toBe("Join the Armory");
    expect(shippedPlacePage("welling", "tour").heading).toBe("Book a tour of Novo Welling");
  });
});
