/**
 * The tour page's day-then-time picker, once JavaScript has loaded: the days as a Radix toggle group
 * (one pressed at a time, arrow keys move between them), then that day's times as the same native radio
 * choices the page starts with, so the form posts the same `slot` value either way. The server renders the
 * days as disclosures instead (TourPage), which is what a visitor without JavaScript, or tapping before
 * hydration, uses.
 */
import * as ToggleGroup from "@radix-ui/react-toggle-group";
import { useState } from "react";
import { dayLabel } from "#contracts/tour-labels.ts";
import type { TourSlot } from "#contracts/tours.ts";
import { SlotChoice } from "./SlotChoice";

export interface PickerDay {
  day: string;
  slots: TourSlot[];
}

const dayPill =
  "flex min-h-11 flex-col items-start border-2 border-ink/25 bg-white px-3 py-1 text-left text-sm font-semibold " +
  "data-[state=on]:border-ink data-[state=on]:bg-ink data-[state=on]:text-paper focus-visible:outline-3 " +
  "focus-visible:outline-offset-2 focus-visible:outline-ink";

export function DayTimePicker({
  days,
  full,
  chosen,
  onChoose,
}: {
  days: PickerDay[];
  /** Starts of the slots with no place left. */
  full: ReadonlySet<string>;
  chosen: string;
  onChoose: (start: string) => void;
}) {
  const freeIn = (day: PickerDay) => day.slots.filter((s) => !full.has(s.start)).length;
  const [shown, setShown] = useState(
    () =>
      days.find((d) => d.slots.some((s) => s.start === chosen))?.day ??
      days.find((d) => freeIn(d) > 0)?.day ??
      days[0]?.day ??
      "",
  );
  const day = days.find((d) => d.day === shown);
  const chosenHere = day?.slots.some((s) => s.start === chosen) ?? false;
  return (
    <div className="mt-6 grid gap-6">
      <ToggleGroup.Root
        type="single"
        value={shown}
        // Pressing the pressed day again would clear it: a day stays shown.
        onValueChange={(value) => value && setShown(value)}
        aria-label="Day"
        className="flex flex-wrap gap-2"
      >
        {days.map((d) => (
          <ToggleGroup.Item key={d.day} value={d.day} className={dayPill}>
            {dayLabel(d.day)}
            <span className="font-normal">
              {freeIn(d)} of {d.slots.length} free
            </span>
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      {day ? (
        <fieldset>
          <legend className="text-lg font-semibold">Times on {dayLabel(day.day)}</legend>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
            {day.slots.map((slot) => (
              <SlotChoice
                key={slot.start}
                slot={slot}
                chosen={chosen}
                full={full.has(slot.start)}
                onChoose={onChoose}
                required={!chosen}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      {/* A time chosen on another day than the one shown is still the one posted. */}
      {chosen && !chosenHere ? <input type="hidden" name="slot" value={chosen} /> : null}
    </div>
  );
}
