import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { Offer } from "#contracts/content/offer.ts";
import { hydrationData, underRoot } from "#tests/gyms-router.tsx";
import { shippedDayPass } from "#tests/offers.ts";
import { standingOffers } from "#tests/shipped.ts";
import { OfferCards } from "./OfferCards";

/** The shipped day-pass offer, live (the loader passes only live offers). */
const dayPass: Offer = shippedDayPass;

function Landing() {
  const location = useLocation();
  return <p data-testid="landing">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderOffers() {
  const router = createMemoryRouter(
    underRoot([
      { path: "/offers", element: <OfferCards live={[dayPass]} standing={standingOffers} /> },
      { path: "*", element: <Landing /> },
    ]),
    { initialEntries: ["/offers"], hydrationData },
  );
  render(<RouterProvider router={router} />);
}

describe("OfferCards", () => {
  it("shows the five offers of SPEC §2", () => {
    renderOffers();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(5);
    const text = cards.map((card) => card.textContent ?? "");
    expect(text[0]).toContain("Novo Greenwich");
    expect(text[0]).toContain("DAYPASS50");
    expect(text[0]).toContain("Offer ends 30 November 2025");
    expect(text[1]).toContain("Novo Welling");
    expect(text[1]).toContain("50% OFF DAY PASS");
    expect(text[2]).toContain("3 classes free within 7 days");
    expect(text[3]).toContain("10% off");
    expect(text[4]).toContain("10% off");
    expect(within(cards[2] as HTMLElement).getByRole("link").textContent).toBe("show prices");
  });

  it.each([
    ["Novo Greenwich", "/greenwich", true],
    ["Novo Welling", "/welling", true],
    ["Novo Armory", "/armory-signup", false],
    ["Retreats", "/retreat", true],
    ["Prep", "/meal-prep", true],
  ])("the %s button goes to %s (from-offers flag: %s)", async (title, path, flagged) => {
    renderOffers();
    const card = screen
      .getAllByRole("article")
      .find((c) => within(c).queryByRole("heading", { name: title }));
    await userEvent.click(within(card as HTMLElement).getByRole("link"));
    expect(screen.getByTestId("landing").textContent).toBe(
      `${path} ${flagged ? '{"fromOffers":true}' : "null"}`,
    );
  });
});
