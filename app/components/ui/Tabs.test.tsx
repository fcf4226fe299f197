import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tabs } from "./Tabs";

const items = [
  { id: "training", label: "Training", content: "Training text" },
  { id: "nutrition", label: "Nutrition", content: "Nutrition text" },
  { id: "wellness", label: "Wellness", content: "Wellness text" },
];

describe("Tabs", () => {
  it("has exactly one active tab, the first by default", () => {
    render(<Tabs label="Retreat" items={items} />);
    expect(screen.getByRole("tablist", { name: "Retreat" })).toBeTruthy();
    const selected = screen.getAllByRole("tab").filter((tab) => tab.getAttribute("aria-selected") === "true");
    expect(selected.map((tab) => tab.textContent)).toEqual(["Training"]);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Training text");
  });

  it("honours a default and moves with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Retreat" items={items} defaultValue="nutrition" />);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Nutrition text");
    await user.click(screen.getByRole("tab", { name: "Nutrition" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Wellness" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Wellness text");
  });
});
