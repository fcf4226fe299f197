import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cameFromOffers, fromOffersState, useScrollToFormFromOffers } from "./from-offers";

function Page() {
  useScrollToFormFromOffers("claim-form");
  return <section id="claim-form">form</section>;
}

function renderAt(state: unknown) {
  const router = createMemoryRouter([{ path: "/greenwich", element: <Page /> }], {
    initialEntries: [{ pathname: "/greenwich", state }],
  });
  render(<RouterProvider router={router} />);
}

describe("useScrollToFormFromOffers", () => {
  let scrolled: ScrollIntoViewOptions[];
  beforeEach(() => {
    vi.useFakeTimers();
    scrolled = [];
    Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
      if (this.id === "claim-form" && typeof options === "object") scrolled.push(options);
    };
  });
  afterEach(() => vi.useRealTimers());

  it("scrolls smoothly to the form 500 ms after arriving from an offer", () => {
    renderAt(fromOffersState);
    act(() => vi.advanceTimersByTime(499));
    expect(scrolled).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(scrolled).toEqual([{ behavior: "smooth", block: "start" }]);
  });

  it("does nothing on an ordinary visit", () => {
    renderAt(null);
    act(() => vi.advanceTimersByTime(2000));
    expect(scrolled).toEqual([]);
  });

  it("recognises only the offers flag", () => {
    expect(cameFromOffers({ fromOffers: true })).toBe(true);
    expect(cameFromOffers({ fromOffers: "yes" })).toBe(false);
    expect(cameFromOffers(undefined)).toBe(false);
  });
});
