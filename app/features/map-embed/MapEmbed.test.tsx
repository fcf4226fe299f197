import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { shippedGym } from "#tests/shipped.ts";
import { MapEmbed } from "./MapEmbed";

const gym = shippedGym("welling");

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <MapEmbed gym={gym} />
    </MemoryRouter>,
  );
}

describe("MapEmbed", () => {
  it("shows the address and a Google Maps link, and no frame, until asked", () => {
    const { container } = renderAt("/welling");
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.textContent).toContain(gym.address);
    expect(screen.getByRole("link", { name: /Open in Google Maps/ })).toHaveProperty(
      "href",
      gym.googleMapsLink,
    );
  });

  it("loads the gym's map embed with a title on click", () => {
    renderAt("/welling");
    fireEvent.click(screen.getByRole("button", { name: /Show map/ }));
    const frame = screen.getByTitle(`Map of ${gym.name}, ${gym.address}`);
    expect(frame.getAttribute("src")).toBe(gym.googleMaps);
  });

  it("asks for the page again with ?map=<gym> before JavaScript, keeping the page's own query", () => {
    const { container } = renderAt("/locations?postcode=DA16+3PB&map=greenwich");
    const form = screen.getByRole("button", { name: /Show map/ }).closest("form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/locations#map-welling");
    const fields = [...(form?.querySelectorAll("input[type=hidden]") ?? [])].map((input) => [
      input.getAttribute("name"),
      input.getAttribute("value"),
    ]);
    expect(fields).toEqual([
      ["postcode", "DA16 3PB"],
      ["map", "welling"],
    ]);
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("renders the map at once when the page was asked for with this gym's map", () => {
    renderAt("/welling?map=welling");
    expect(screen.getByTitle(`Map of ${gym.name}, ${gym.address}`).id).toBe("map-welling");
  });
});
