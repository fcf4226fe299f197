import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
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

describe("Tabs before JavaScript", () => {
  it("are radio buttons in a named group, the default checked, each panel after the group", () => {
    const html = renderToString(<Tabs label="Retreat" items={items} defaultValue="nutrition" />);
    const host = document.createElement("div");
    host.innerHTML = html;
    expect(host.querySelector("[data-tabs]")).toHaveAttribute("data-tabs", "html");
    expect(host.querySelector("legend")).toHaveTextContent("Retreat");
    const radios = [...host.querySelectorAll<HTMLInputElement>("input[type=radio]")];
    expect(radios.map((radio) => [radio.value, radio.checked])).toEqual([
      ["training", false],
      ["nutrition", true],
      ["wellness", false],
    ]);
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect([...host.querySelectorAll("[data-tab-panel]")].map((panel) => panel.textContent)).toEqual([
      "Training text",
      "Nutrition text",
      "Wellness text",
    ]);
  });

  it("keep the tab the visitor chose before hydration, and its focus", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<Tabs label="Retreat" items={items} />);
    document.body.append(host);
    const wellness = host.querySelector<HTMLInputElement>('input[value="wellness"]');
    wellness?.click();
    wellness?.focus();
    await act(async () => {
      hydrateRoot(host, <Tabs label="Retreat" items={items} />);
    });
    expect(host.querySelector("[data-tabs]")).toHaveAttribute("data-tabs", "enhanced");
    const tab = screen.getByRole("tab", { name: "Wellness" });
    expect(tab).toHaveAttribute("aria-selected", "true");
    expect(tab).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Wellness text");
    host.remove();
  });
});
