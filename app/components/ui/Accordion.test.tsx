import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Accordion } from "./Accordion";

const items = [
  { id: "a", title: "First", content: "First body" },
  { id: "b", title: "Second", content: "Second body" },
];

describe("Accordion", () => {
  it("starts closed, opens one item at a time and closes the open item when activated again", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const first = screen.getByRole("button", { name: /First/ });
    const second = screen.getByRole("button", { name: /Second/ });
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("First body")).toBeNull();

    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("First body")).toBeTruthy();

    await user.click(second);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(second).toHaveAttribute("aria-expanded", "true");

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Second body")).toBeNull();
  });

  it("shows the toggle labels it is given and works from the keyboard", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} toggleLabels={{ open: "READ MORE", close: "CLOSE" }} headingLevel={2} />);
    expect(screen.getAllByText("READ MORE")).toHaveLength(2);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: /First/ })).toHaveTextContent("CLOSE");
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2);
  });
});
