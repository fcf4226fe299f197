import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AthleticSections } from "#app/features/athletic/AthleticSections.tsx";
import { athleticCopy, shippedPages as pages, prepCopy, retreatCopy } from "#tests/shipped.ts";
import { INTEREST_FORM_ID, InterestPage } from "./InterestPage";

function renderPage(variant: "retreat" | "prep") {
  const copy = variant === "retreat" ? retreatCopy : prepCopy;
  const heading = variant === "retreat" ? pages.retreat.heading : pages.mealPrep.heading;
  const element = (
    <InterestPage
      variant={variant}
      copy={copy}
      heading={heading}
      eyebrow="Test"
      image="retreat-hero"
      tabs={{ heading: "Highlights", label: "Highlights" }}
    />
  );
  const router = createMemoryRouter([{ path: "/", element }]);
  return render(<RouterProvider router={router} />);
}

describe("InterestPage tabs", () => {
  it("start on Training for the retreat, each tab with heading, text and Register Interest", async () => {
    const user = userEvent.setup();
    renderPage("retreat");
    // The tabs' code loads on approach (app/lib/deferred.tsx).
    await screen.findByRole("tab", { name: "Training" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Retreats coming soon, register interest and save 10%",
    );
    expect(screen.getByRole("tab", { name: "Training" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Training",
      "Nutrition",
      "Wellness",
      "Community",
    ]);
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toContain(retreatCopy.tabs[0]!.heading);
    expect(panel.textContent).toContain(retreatCopy.tabs[0]!.text);
    await user.click(screen.getByRole("tab", { name: "Nutrition" }));
    expect(screen.getByRole("tabpanel").textContent).toContain(retreatCopy.tabs[1]!.heading);
    expect(screen.getAllByRole("tab", { selected: true })).toHaveLength(1);
  });

  it("start on Macronutrients for Prep", async () => {
    renderPage("prep");
    await screen.findByRole("tab", { name: "Macronutrients" });
    expect(screen.getByRole("tab", { name: "Macronutrients" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Macronutrients",
      "Freshness",
      "Goals",
      "Convenience",
    ]);
  });

  it("Register Interest in a tab is a link to the form's anchor; with JavaScript it scrolls and focuses the first field", async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const user = userEvent.setup();
    renderPage("prep");
    await screen.findByRole("tab", { name: "Macronutrients" });
    const links = screen.getAllByRole("link", { name: "Register Interest" });
    for (const link of links) expect(link.getAttribute("href")).toBe(`#${INTEREST_FORM_ID}`);
    await user.click(links[links.length - 1]!);
    expect(scroll).toHaveBeenCalled();
    expect(scroll.mock.contexts[0]).toBe(document.getElementById(INTEREST_FORM_ID));
    expect(document.activeElement).toBe(screen.getByLabelText("First name"));
  });
});

describe("AthleticSections tabs", () => {
  it("offers coaching, community, rewards and injury prevention, coaching first", () => {
    const router = createMemoryRouter([{ path: "/", element: <AthleticSections copy={athleticCopy} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Coaching",
      "Community",
      "Rewards",
      "Injury prevention",
    ]);
    expect(screen.getByRole("tab", { name: "Coaching" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("link", { name: /Register Interest/ }).getAttribute("href")).toBe("/contacts");
    expect(screen.getByRole("link", { name: /Find a Gym/ }).getAttribute("href")).toBe("/locations");
  });
});
