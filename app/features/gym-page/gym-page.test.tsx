import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { WithGyms } from "#tests/gyms-router.tsx";
import { shippedDayPass } from "#tests/offers.ts";
import { recoveryGuide, shippedGym } from "#tests/shipped.ts";
import { ClaimDiscountSection, discountBackground } from "./ClaimDiscountSection";
import { GymHero } from "./GymHero";
import { RecoveryFacilities } from "./RecoveryFacilities";

const greenwich = shippedGym("greenwich");
const welling = shippedGym("welling");

describe("GymHero", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
  });

  it("shows the page heading, '50% OFF DAY PASS', SHOW PRICING to sign-up, and a claim link to the form's anchor that scrolls smoothly", async () => {
    const form = document.createElement("section");
    form.id = "claim-discount";
    form.tabIndex = -1;
    const scroll = vi.fn();
    form.scrollIntoView = scroll;
    document.body.append(form);
    render(
      <WithGyms>
        <GymHero
          gym={greenwich}
          heading="Novo Greenwich"
          intro="Intro"
          claimLabel="Claim your discount"
          formId="claim-discount"
          offer={shippedDayPass}
          joinId="join"
        />
      </WithGyms>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Novo Greenwich");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("50% OFF DAY PASS");
    expect(screen.getByRole("link", { name: "SHOW PRICING" }).getAttribute("href")).toBe(
      greenwich.signUpLink,
    );
    const claim = screen.getByRole("link", { name: "Claim your discount" });
    expect(claim.getAttribute("href")).toBe("#claim-discount");
    await userEvent.click(claim);
    expect(scroll).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(document.activeElement).toBe(form);
  });
});

describe("ClaimDiscountSection", () => {
  it("has the exact copy and a Welling-only background", () => {
    expect(discountBackground(welling)).toBe("welling-form-background");
    expect(discountBackground(greenwich)).toBe("form-background");
    const { container } = render(
      <WithGyms>
        <ClaimDiscountSection gym={welling} id="claim-discount" offerLive />
      </WithGyms>,
    );
    const section = container.querySelector("#claim-discount") as HTMLElement;
    expect(section.dataset.background).toBe("welling-form-background");
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe("CLAIM YOUR DISCOUNT CODE");
    expect(section.textContent).toContain("Interested in joining the gym?");
    expect(section.textContent).toContain(
      "Fill out the form below to receive a text with a discount code, as well as a link to book a tour of the gym.",
    );
  });
});

describe("ClaimDiscountSection without an offer (issue 32)", () => {
  it("promises no code: the section asks for a call back and offers a tour", () => {
    const { container } = render(
      <WithGyms>
        <ClaimDiscountSection gym={greenwich} id="claim-discount" offerLive={false} />
      </WithGyms>,
    );
    const section = container.querySelector("#claim-discount") as HTMLElement;
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe("ASK US ABOUT JOINING");
    expect(within(section).getByRole("form", { name: "Ask us about joining" })).toBeTruthy();
    expect(within(section).getByRole("button", { name: "Call me back" })).toBeTruthy();
    expect(section.textContent).not.toMatch(/code|offer/i);
  });
});

describe("RecoveryFacilities", () => {
  it("renders the desktop list and the mobile tabs, with salt sauna the default tab", () => {
    render(<RecoveryFacilities list={recoveryGuide.gymList} tabs={recoveryGuide.gymTabs} />);
    const list = screen.getByTestId("recovery-list");
    expect(list.className).toContain("hidden");
    expect(list.className).toContain("md:grid");
    expect(
      within(list)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["Infra-red sauna", "Steam room", "Massage facilities"]);
    const tabs = screen.getByTestId("recovery-tabs");
    expect(tabs.className).toContain("md:hidden");
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Salt sauna", "Steam room", "Massage facilities"]);
    expect(within(tabs).getByRole("tab", { name: "Salt sauna" }).getAttribute("aria-selected")).toBe("true");
  });
});
