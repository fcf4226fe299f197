import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { providers } from "#contracts/content/brand.ts";
import { shippedGym } from "#tests/shipped.ts";
import { Timetable } from "./Timetable";

describe("Timetable", () => {
  it("embeds the booking provider's timetable for the gym's glofoxId, 1350 px high, with a title", () => {
    const gym = shippedGym("armory");
    render(<Timetable gym={gym} />);
    const frame = screen.getByTitle("Novo Armory class timetable") as HTMLIFrameElement;
    expect(frame.getAttribute("src")).toBe(providers.timetableUrl(gym.glofoxId));
    expect(frame.getAttribute("height")).toBe("1350");
    expect(frame.style.height).toBe("1350px");
  });
});
