import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Accordion } from "./Accordion";

const items = [
  { id: "a", title: "First", content: "First body" },
  { id: "b", title: "Second", content: "Second body" },
];

const detailsOf = (text: string) => screen.getByText(text).closest("details") as HTMLDetailsElement;

// The browser opens and closes the items (one at a time through `name`); tests/e2e checks that in Chromium.
describe("Accordion", () => {
  it("is a group of closed <details> sharing one name, each titled by a heading in its summary", () => {
    render(<Accordion items={items} headingLevel={2} />);
    const first = detailsOf("First");
    const second = detailsOf("Second");
    expect(first.open).toBe(false);
    expect(second.open).toBe(false);
    expect(first.getAttribute("name")).toBeTruthy();
    expect(second.getAttribute("name")).toBe(first.getAttribute("name"));
    expect(first.querySelector("summary h2")).toHaveTextContent("First");
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2);
  });

  it("takes the group name it is given, so accordions split across columns share one open item", () => {
    render(
      <>
        <Accordion items={items.slice(0, 1)} name="amenities" />
        <Accordion items={items.slice(1)} name="amenities" />
      </>,
    );
    expect(detailsOf("First")).toHaveAttribute("name", "amenities");
    expect(detailsOf("Second")).toHaveAttribute("name", "amenities");
  });

  it("shows the toggle labels it is given: the open one on a closed item, the close one on an open item", () => {
    render(<Accordion items={items} toggleLabels={{ open: "READ MORE", close: "CLOSE" }} />);
    const summary = detailsOf("First").querySelector("summary") as HTMLElement;
    expect(summary).toHaveTextContent("READ MORE");
    // CSS shows one of the two by the details' open state (group-open).
    expect(summary.querySelector(".group-open\\:hidden")).toHaveTextContent("READ MORE");
    expect(summary.querySelector(".group-open\\:inline")).toHaveTextContent("CLOSE");
  });
});
