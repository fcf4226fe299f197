import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "#app/features/lead-forms/test-utils.tsx";
import { runningDayPass } from "#tests/offers.ts";
import { recoveryGuide } from "#tests/shipped.ts";
import { RecoveryGuides } from "./RecoveryGuides";

const recoveryGyms = [
  { slug: "greenwich", name: "Novo Greenwich", hours: [{ label: "Weekdays", time: "7am-10pm" }] },
];

function renderWith(offer: ReturnType<typeof runningDayPass>[number] | null) {
  renderInRouter(
    <RecoveryGuides
      guides={recoveryGuide.guide}
      rules={recoveryGuide.rules}
      recoveryGyms={recoveryGyms}
      offer={offer}
    />,
  );
}

// Issue 32: a page must not promise a code while no offer runs.
describe("the recovery page's sign-up section", () => {
  it("with a live offer: the code, the claim and 'Send my code' (SPEC §5)", () => {
    const [offer = null] = runningDayPass();
    renderWith(offer);
    expect(screen.getByText(offer?.code ?? "")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Claim your discount" }).getAttribute("href")).toBe("/offers");
    expect(screen.getByRole("button", { name: "Send my code" })).toBeTruthy();
  });

  it("with no offer: no code promised, a call back asked for, the offers page named for what it is", () => {
    renderWith(null);
    expect(screen.queryByRole("button", { name: "Send my code" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Claim your discount" })).toBeNull();
    expect(screen.getByRole("button", { name: "Call me back" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See our offers" }).getAttribute("href")).toBe("/offers");
    expect(screen.getByRole("form", { name: "Ask us about joining" })).toBeTruthy();
  });
});
