import type { ReactNode } from "react";
import { ScrollBox } from "#app/components/ui/ScrollBox.tsx";

/** A chart and its table side by side (stacked on a phone), under one title. */
export function ChartFigure({
  title,
  chart,
  table,
  empty,
  note,
  stacked = false,
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  /** Shown instead of the chart and table when there is nothing to draw. */
  empty?: string;
  /** How to read the numbers, under the chart and table. */
  note?: string;
  /** The table under the chart, full width: for a wide table (the sources' costs). */
  stacked?: boolean;
}) {
  return (
    <figure className="m-0 border border-ink/15 bg-white p-4 sm:p-6">
      <figcaption className="font-display text-2xl text-ink">{title}</figcaption>
      {empty ? (
        <p className="mt-4 text-steel">{empty}</p>
      ) : (
        <div
          className={
            stacked
              ? "mt-4 grid gap-6"
              : "mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start"
          }
        >
          <div>{chart}</div>
          {/* The table is the accessible version of the chart; on a phone it scrolls sideways if it must, so
              its box takes focus for keyboard scrolling. */}
          <ScrollBox label={`${title}: table`}>{table}</ScrollBox>
        </div>
      )}
      {note && <p className="mt-4 max-w-prose text-sm text-steel">{note}</p>}
    </figure>
  );
}

export const tableClass = "w-full border-collapse text-left text-sm tabular-nums";
export const captionClass = "mb-2 text-left font-semibold text-ink";
export const headClass = "border-b-2 border-ink px-2 py-1.5 font-semibold whitespace-nowrap";
export const cellClass = "border-b border-ink/10 px-2 py-1.5 whitespace-nowrap";
