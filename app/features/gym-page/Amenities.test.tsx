import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { gymBySlug } from "#app/content/gyms.ts";
import { Amenities, intoColumns } from "./Amenities";

const amenities = gymBySlug("greenwich").amenities;
const [first, second, , , fifth] = amenities;

describe("intoColumns", () => {
  it("fills three columns in turn", () => {
    expect(intoColumns([1, 2, 3, 4, 5, 6], 3)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(intoColumns([1, 2, 3, 4], 3)).toEqual([[1, 2], [3, 4], []]);
  });
});

describe("Amenities", () => {
  const trigger = (title: string) => screen.getByRole("button", { name: title });
  const expanded = () =>
    screen
      .getAllByRole("button")
      .filter((b) => b.getAttribute("aria-expanded") === "true")
      .map((b) => b.textContent);

  it("lays the items out in three columns, all closed", () => {
    const { container } = render(<Amenities amenities={amenities} />);
    expect(container.firstElementChild?.children).toHaveLength(3);
    expect(screen.getAllByRole("button")).toHaveLength(amenities.length);
    expect(expanded()).toEqual([]);
  });

  it("keeps one item open across the three columns, and closes the open one when clicked", async () => {
    render(<Amenities amenities={amenities} />);
    await userEvent.click(trigger(first?.title ?? ""));
    expect(expanded()).toEqual([first?.title]);
    await userEvent.click(trigger(second?.title ?? ""));
    expect(expanded()).toEqual([second?.title]);
    // Another column: the first column's item closes.
    await userEvent.click(trigger(fifth?.title ?? ""));
    expect(expanded()).toEqual([fifth?.title]);
    expect(screen.getByText(fifth?.description ?? "")).toBeTruthy();
    await userEvent.click(trigger(fifth?.title ?? ""));
    expect(expanded()).toEqual([]);
  });
});
