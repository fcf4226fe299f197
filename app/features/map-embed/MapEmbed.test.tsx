import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { gymBySlug } from "#app/content/gyms.ts";
import { MapEmbed } from "./MapEmbed";

const gym = gymBySlug("welling");

describe("MapEmbed", () => {
  it("shows the address and a Google Maps link, and no frame, until asked", () => {
    const { container } = render(<MapEmbed gym={gym} />);
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.textContent).toContain(gym.address);
    expect(screen.getByRole("link", { name: /Open in Google Maps/ })).toHaveProperty(
      "href",
      gym.googleMapsLink,
    );
  });

  it("loads the gym's map embed with a title on click", () => {
    render(<MapEmbed gym={gym} />);
    fireEvent.click(screen.getByRole("button", { name: /Show map/ }));
    const frame = screen.getByTitle(`Map of ${gym.name}, ${gym.address}`);
    expect(frame.getAttribute("src")).toBe(gym.googleMaps);
  });
});
