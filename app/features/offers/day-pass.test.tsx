/**
 * A dated offer on the pages (loader data): a live one with its code, end date and conditions; with none,
 * the gym hero leads with joining, the home page has no band and /offers only the standing offers. An
 * ended offer is never shown: the server decides what is live (server/content/store.ts).
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GymHero } from "#app/features/gym-page/GymHero.tsx";
import { OffersBanner } from "#app/features/home/OffersBanner.tsx";
import { pageDescription } from "#app/lib/meta.ts";
import type { Offer } from "#contracts/content/offer.ts";
import { WithGyms } from "#tests/gyms-router.tsx";
import { shippedDayPass } from "#tests/offers.ts";
import {
  homeCopy,
  shippedPages as pages,
  shippedGym,
  shippedPlacePage,
  standingOffers,
} from "#tests/shipped.ts";
import { OfferCards } from "./OfferCards";

const greenwich = shippedGym("greenwich");
const welling = shippedGym("welling");

/** The shipped offer's words (content/offers/day-pass.yaml) with the spec's end date. */
const dayPass: Offer = { ...shippedDayPass, conditions: ["One code per person."] };

const hero = (offer: Offer | null) => (
  <WithGyms>
    <GymHero
      gym={greenwich}
      heading="Novo Greenwich"
      intro="Intro"
      claimLabel="Claim your discount"
      formId="claim"
      offer={offer}
      joinId="join"
    />
  </WithGyms>
);

describe("the gym hero", () => {
  it("with a live offer: its headline, code, end date, conditions and the claim", () => {
    render(hero(dayPass));
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("50% OFF DAY PASS");
    expect(screen.getByText("DAYPASS50")).toBeTruthy();
    expect(screen.getByText("30 November 2025").getAttribute("datetime")).toBe("2025-11-30");
    expect(screen.getByRole("list", { name: "Conditions of the 50% off day pass offer" }).textContent).toBe(
      "One code per person.",
    );
    expect(screen.getByRole("link", { name: "Claim your discount" }).getAttribute("href")).toBe("#claim");
  });

  it("with none: the normal hero and JOIN NOW to the join form, no offer, no code, no ended notice", () => {
    const { container } = render(hero(null));
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
    expect(container.textContent).not.toMatch(/DAYPASS50|ended|Offer ends/);
    expect(screen.getByRole("link", { name: "JOIN NOW" }).getAttribute("href")).toBe("#join");
    expect(screen.getByRole("link", { name: "SHOW PRICING" }).getAttribute("href")).toBe(
      greenwich.signUpLink,
    );
  });
});

describe("the home banner", () => {
  it("shows a live offer: its code, 'Offers end 30 November 2025.' and the way to /offers", () => {
    render(<WithGyms>{<OffersBanner offer={dayPass} copy={homeCopy.offerBand} />}</WithGyms>);
    const band = screen.getByRole("region", { name: "50% OFF DAY PASS" });
    expect(band.textContent).toContain(
      "50% off your first day pass at Greenwich and Welling. Use code DAYPASS50",
    );
    expect(band.textContent).toContain("Offers end 30 November 2025.");
    expect(screen.getByRole("link", { name: /See all offers/ }).getAttribute("href")).toBe("/offers");
  });
});

describe("the offer cards", () => {
  it("a live offer: a card per gym with code, end date, conditions and CLAIM YOUR DISCOUNT", () => {
    render(<WithGyms>{<OfferCards live={[dayPass]} standing={standingOffers} />}</WithGyms>);
    expect(screen.getAllByRole("article")).toHaveLength(5);
    for (const gym of [greenwich, welling]) {
      const card = screen.getByRole("article", { name: gym.name });
      expect(card.textContent).toContain("DAYPASS50");
      expect(card.textContent).toContain("Offer ends 30 November 2025");
      expect(card.textContent).toContain("One code per person.");
      const link = within(card).getByRole("link", { name: `CLAIM YOUR DISCOUNT: ${gym.name}` });
      expect(link.getAttribute("href")).toBe(gym.pageLink);
    }
  });

  it("none live: only the standing offers, and no code or end date anywhere", () => {
    const { container } = render(<WithGyms>{<OfferCards live={[]} standing={standingOffers} />}</WithGyms>);
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(container.textContent).not.toMatch(/DAYPASS50|Offer ends|ended/);
    expect(screen.getByRole("link", { name: /show prices/ })).toBeTruthy();
  });
});

describe("meta descriptions", () => {
  it("mention a live offer and its end date on the pages that present it, and nothing without one", () => {
    const greenwich = shippedPlacePage("greenwich", "page");
    expect(pageDescription(greenwich, dayPass)).toContain(
      "50% off your first day pass with code DAYPASS50 until 30 November 2025.",
    );
    expect(pageDescription(greenwich, null)).not.toMatch(/DAYPASS50|50% off/);
    expect(pageDescription(pages.offers, undefined)).not.toMatch(/DAYPASS50|50% off/);
    expect(pageDescription(pages.faq, dayPass)).toBe(pages.faq.description);
  });
});
