import { timeLabel } from "#contracts/tour-labels.ts";
import type { TourSlot } from "#contracts/tours.ts";

const radioPill =
  "flex min-h-11 cursor-pointer items-center justify-center border-2 border-ink/25 bg-white px-3 text-base font-semibold " +
  "has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-paper has-[:focus-visible]:outline-3 " +
  "has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink";

export interface SlotChoiceProps {
  slot: TourSlot;
  /** The slot chosen so far ("" for none). */
  chosen: string;
  full?: boolean;
  /** With JavaScript (the day-and-time picker): the choice is the picker's state. */
  onChoose?: (start: string) => void;
  /** Whether a choice is required here (the picker lifts it once a time is chosen on another day). */
  required?: boolean;
  /** Labels the time for its day when it is shown outside its day ("Tuesday 2 June, 10:00am"). */
  label?: string;
  /** The radio group: "slot" posts it; a copy of a time the picker also shows takes another name. */
  name?: string;
}

/** One time as a native radio choice; a full one is shown, struck through, and cannot be chosen. */
export function SlotChoice({
  slot,
  chosen,
  full = false,
  onChoose,
  required = true,
  label,
  name = "slot",
}: SlotChoiceProps) {
  const checked = !full && chosen === slot.start;
  return (
    <label
      className={full ? `${radioPill} cursor-not-allowed border-dashed text-steel line-through` : radioPill}
    >
      <input
        type="radio"
        name={name}
        value={slot.start}
        disabled={full}
        required={!full && required}
        {...(onChoose ? { checked, onChange: () => onChoose(slot.start) } : { defaultChecked: checked })}
        className="sr-only"
      />
      {label ?? timeLabel(slot.start)}
      {full ? (
        <>
          <span className="sr-only"> (full)</span>
          <span aria-hidden="true" className="ml-1 text-xs no-underline">
            full
          </span>
        </>
      ) : null}
    </label>
  );
}
