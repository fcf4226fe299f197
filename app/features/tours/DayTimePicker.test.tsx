import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { tourRules } from "#contracts/content/tours.ts";
import { dayLabel, slotsByDay, tourSlots } from "#contracts/tours.ts";
import { shippedGymByFormName } from "#tests/shipped.ts";
import { DayTimePicker } from "./DayTimePicker";

// Monday 1 June 2026, 7am London: the next days' Greenwich slots, as the page gets them.
const staffed = shippedGymByFormName("novogreenwich")?.hours.staffed ?? [];
const slots = tourSlots(
  "novogreenwich",
  staffed,
  { ...tourRules, closedDates: [] },
  new Date("2026-06-01T06:00:00Z"),
);
const days = slotsByDay(slots).slice(0, 3);
const [first, second] = days;
if (!first || !second) throw new Error("no days");
const fullStart = first.slots[0]?.start ?? "";

function Picker({ initial = "" }: { initial?: string }) {
  const [chosen, setChosen] = useState(initial);
  return (
    <form aria-label="Book">
      <DayTimePicker days={days} full={new Set([fullStart])} chosen={chosen} onChoose={setChosen} />
    </form>
  );
}
const posted = () =>
  new FormData(screen.getByRole("form", { name: "Book" }) as HTMLFormElement).getAll("slot");

describe("DayTimePicker", () => {
  it("picks a day, then a time, and the form posts that time's slot value", async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const dayButtons = screen.getAllByRole("radio").filter((r) => r.tagName === "BUTTON");
    expect(dayButtons.map((b) => b.textContent)).toEqual(
      days.map((d) => expect.stringContaining(dayLabel(d.day))),
    );
    // The first day with a free time is shown; its full time cannot be chosen.
    expect(screen.getByRole("group", { name: `Times on ${dayLabel(first.day)}` })).toBeVisible();
    const full = screen.getByRole("radio", { name: /\(full\)/ });
    expect(full).toBeDisabled();
    expect(posted()).toEqual([]);

    await user.click(screen.getByRole("radio", { name: new RegExp(dayLabel(second.day)) }));
    expect(screen.getByRole("group", { name: `Times on ${dayLabel(second.day)}` })).toBeVisible();
    const time = second.slots[1];
    if (!time) throw new Error("no time");
    const inputs = screen.getAllByRole("radio").filter((r) => r.tagName === "INPUT") as HTMLInputElement[];
    const input = inputs.find((i) => i.value === time.start);
    if (!input) throw new Error("no input");
    await user.click(input);
    expect(input).toBeChecked();
    expect(posted()).toEqual([time.start]);

    // Looking at another day keeps the chosen time as the one posted, and lifts "required" there.
    await user.click(screen.getByRole("radio", { name: new RegExp(dayLabel(first.day)) }));
    expect(posted()).toEqual([time.start]);
    const shown = screen.getAllByRole("radio").filter((r) => r.tagName === "INPUT") as HTMLInputElement[];
    expect(shown.some((i) => i.required)).toBe(false);
  });

  it("moves between days with the arrow keys (Radix roving focus) and opens on the chosen time's day", async () => {
    const user = userEvent.setup();
    const chosen = second.slots[2]?.start ?? "";
    render(<Picker initial={chosen} />);
    expect(screen.getByRole("group", { name: `Times on ${dayLabel(second.day)}` })).toBeVisible();
    expect(screen.getByDisplayValue(chosen)).toBeChecked();
    const secondDay = screen.getByRole("radio", { name: new RegExp(dayLabel(second.day)) });
    secondDay.focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: new RegExp(dayLabel(days[2]?.day ?? "")) })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.getByRole("group", { name: `Times on ${dayLabel(days[2]?.day ?? "")}` })).toBeVisible();
    expect(posted()).toEqual([chosen]);
  });
});
