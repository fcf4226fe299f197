/**
 * The day-pass offer on the pages either side of its end: the build-time answer first, then the
 * visitor's clock; once ended no code and no live claim, the date read as past, and the claim paths kept.
 */
import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { gymBySlug } from "#app/content/gyms.ts";
import { pages } from "#app/content/pages.ts";
import { GymHero } from "#app/features/gym-page/GymHero.tsx";
import { OffersBanner } from "#app/features/home/OffersBanner.tsx";
import { dayPass, dayPassEndedAtBuild } from "#app/lib/day-pass.ts";
import { pageDescription } from "#app/lib/meta.ts";
import { LiveOrEnded } from "./LiveOrEnded";
import { OfferCards } from "./OfferCards";

const greenwich = gymBySlug("greenwich");
const before = new Date("2025-11-30T23:59:00Z");
const after = new Date("2025-12-01T00:00:00Z");

function at(now: Date) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
}
afterEach(() => vi.useRealTimers());

/** What a visitor sees: the layer that is not hidden. */
function shown(container: HTMLElement): string {
  return Array.from(container.querySelectorAll<HTMLElement>("[data-day-pass] > div"))
    .filter((layer) => layer.style.visibility !== "hidden")
    .map((layer) => layer.textContent ?? "")
    .join(" | ");
}

const hero = () => (
  <MemoryRouter>
    <GymHero
      gym={greenwich}
      heading="Novo Greenwich"
      intro="Intro"
      claimLabel="Claim your discount"
      formId="f"
    />
  </MemoryRouter>
);

describe("LiveOrEnded", () => {
  it("renders the build-time answer first (the prerendered HTML), with both versions in one cell", () => {
    at(before);
    const html = renderToString(<LiveOrEnded live={<p>live copy</p>} ended={<p>ended copy</p>} />);
    // Pages built today (after the default end date) say ended until the browser has checked.
    expect(dayPassEndedAtBuild).toBe(true);
    expect(html).toContain('data-day-pass="ended"');
    expect(html).toContain("live copy");
    expect(html).toContain("ended copy");
    expect(html).toMatch(/grid-area:1 \/ 1;visibility:hidden" aria-hidden="true"><p>live copy/);
  });

  it("then corrects to the visitor's clock after mount, hiding the other version from everyone", () => {
    at(before);
    const { container } = render(<LiveOrEnded live={<p>live copy</p>} ended={<p>ended copy</p>} />);
    expect(shown(container)).toBe("live copy");
    expect(screen.queryByText("ended copy")?.parentElement?.getAttribute("aria-hidden")).toBe("true");
  });
});

describe("the gym hero", () => {
  it("while the offer runs: '50% OFF DAY PASS', the code and its end date", () => {
    at(before);
    const { container } = render(hero());
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("50% OFF DAY PASS");
    expect(shown(container)).toContain("Code DAYPASS50");
    expect(shown(container)).toContain("Offer ends 30 November 2025");
  });

  it("once ended: no live claim, no code, the date read as past; SHOW PRICING stays", () => {
    at(after);
    const { container } = render(hero());
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("ASK ABOUT CURRENT OFFERS");
    expect(shown(container)).not.toContain("DAYPASS50");
    expect(shown(container)).not.toContain("50% OFF DAY PASS");
    expect(shown(container)).toContain("offer ended on 30 November 2025");
    expect(screen.getByRole("link", { name: "SHOW PRICING" })).toBeTruthy();
  });
});

describe("the home banner", () => {
  it("while the offer runs: the code and 'Offers end 30 November 2025.'", () => {
    at(before);
    const { container } = render(<MemoryRouter>{<OffersBanner />}</MemoryRouter>);
    expect(screen.getByRole("region", { name: "50% OFF DAY PASS" })).toBeTruthy();
    expect(shown(container)).toContain("DAYPASS50");
    expect(shown(container)).toContain("Offers end 30 November 2025.");
  });

  it("once ended: no code, the date as past, and the way to the offers page", () => {
    at(after);
    const { container } = render(<MemoryRouter>{<OffersBanner />}</MemoryRouter>);
    expect(screen.getByRole("region", { name: "ASK ABOUT CURRENT OFFERS" })).toBeTruthy();
    expect(shown(container)).not.toContain("DAYPASS50");
    expect(shown(container)).toContain("ended on 30 November 2025");
    expect(screen.getByRole("link", { name: /See all offers/ }).getAttribute("href")).toBe("/offers");
  });
});

describe("the offer cards", () => {
  it("while the offer runs: code, end date and CLAIM YOUR DISCOUNT", () => {
    at(before);
    const { container } = render(<MemoryRouter>{<OfferCards />}</MemoryRouter>);
    expect(shown(container)).toContain("DAYPASS50");
    expect(shown(container)).toContain("Offer ends 30 November 2025");
    expect(screen.getByRole("link", { name: `CLAIM YOUR DISCOUNT: ${greenwich.name}` })).toBeTruthy();
  });

  it("once ended: 'Offer ended', no code, and the card still leads to the gym's form", () => {
    at(after);
    render(<MemoryRouter>{<OfferCards />}</MemoryRouter>);
    const card = screen.getByRole("article", { name: greenwich.name });
    expect(shown(card)).not.toContain("DAYPASS50");
    expect(shown(card)).toContain("Offer ended 30 November 2025");
    const link = within(card).getByRole("link", { name: `Ask about offers: ${greenwich.name}` });
    expect(link.getAttribute("href")).toBe(greenwich.pageLink);
    // The other offers are untouched.
    expect(screen.getByRole("link", { name: /show prices/ })).toBeTruthy();
  });
});

describe("meta descriptions", () => {
  it("mention the offer and its end date only while it ran at build time", () => {
    expect(pageDescription(pages.greenwich, false)).toContain(
      `50% off your first day pass with code DAYPASS50 until ${dayPass.endsOnLabel}.`,
    );
    expect(pageDescription(pages.greenwich, true)).not.toMatch(/DAYPASS50|50% off/);
    expect(pageDescription(pages.offers, true)).not.toMatch(/DAYPASS50|50% off/);
    expect(pageDescription(pages.faq, false)).toBe(pages.faq.description);
  });
});
