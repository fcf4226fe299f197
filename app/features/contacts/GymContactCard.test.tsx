import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { hydrationData, underRoot } from "#tests/gyms-router.tsx";
import { shippedGym, shippedGyms } from "#tests/shipped.ts";
import { GymContactCard } from "./GymContactCard";

function renderCard(entry = "/contacts") {
  const router = createMemoryRouter(underRoot([{ path: "/contacts", element: <GymContactCard /> }]), {
    initialEntries: [entry],
    hydrationData,
  });
  return { router, ...render(<RouterProvider router={router} />) };
}

describe("GymContactCard", () => {
  it("offers every gym and shows the chosen one's details, times and map", () => {
    const { container, router } = renderCard();
    const select = screen.getByLabelText("Choose a gym") as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(shippedGyms.map((g) => g.name));

    const welling = shippedGym("welling");
    fireEvent.change(select, { target: { value: "welling" } });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(welling.name);
    expect(router.state.location.search).toBe("?gym=welling");
    expect(container.textContent).toContain(welling.address);
    expect(screen.getByRole("link", { name: welling.email }).getAttribute("href")).toBe(
      `mailto:${welling.email}`,
    );
    for (const row of welling.times) expect(container.textContent).toContain(row.time);
    fireEvent.click(screen.getByRole("button", { name: /Show map/ }));
    expect(container.querySelector("iframe")?.getAttribute("src")).toBe(welling.googleMaps);

    // Switching gym resets the map to its placeholder for the new gym.
    fireEvent.change(select, { target: { value: "greenwich" } });
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("shows the gym the query string names, as the server does for a visit without JavaScript", () => {
    const { container } = renderCard("/contacts?gym=greenwich");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(shippedGym("greenwich").name);
    expect((screen.getByLabelText("Choose a gym") as HTMLSelectElement).value).toBe("greenwich");
    expect(container.querySelector("form")).toHaveAttribute("method", "get");
    expect(screen.getByLabelText("Choose a gym")).toHaveAttribute("name", "gym");
  });
});
