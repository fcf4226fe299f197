import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { shippedGym } from "#tests/shipped.ts";
import { Amenities, intoColumns } from "./Amenities";

const amenities = shippedGym("greenwich").amenities;
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

// The browser keeps one item open (details name); tests/e2e checks the clicks in Chromium.
describe("Amenities", () => {
  it("lays the items out in three columns, all closed, in one group across the columns", () => {
    const { container } = render(<Amenities amenities={amenities} />);
    expect(container.firstElementChild?.children).toHaveLength(3);
    const items = [...container.querySelectorAll("details")];
    expect(items).toHaveLength(amenities.length);
    expect(items.filter((item) => item.open)).toEqual([]);
    expect(new Set(items.map((item) => item.getAttribute("name")))).toEqual(new Set(["amenities"]));
    expect(items[0]?.querySelector("summary")).toHaveTextContent(first?.title ?? "");
    expect(items[1]?.querySelector("summary")).toHaveTextContent(second?.title ?? "");
    expect(
      screen
        .getByText(fifth?.description ?? "")
        .closest("details")
        ?.querySelector("summary"),
    ).toHaveTextContent(fifth?.title ?? "");
  });
});
