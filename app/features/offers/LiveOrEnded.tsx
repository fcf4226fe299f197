import type { ReactNode } from "react";
import { useDayPassEnded } from "#app/lib/day-pass.ts";

interface LiveOrEndedProps {
  /** What the page says while the day-pass offer runs. */
  live: ReactNode;
  /** What it says once the offer has ended. */
  ended: ReactNode;
  className?: string;
}

/**
 * Copy about the day-pass offer that changes when the offer ends. Both versions are laid in one grid cell and
 * the other one is hidden (visibility, out of the accessibility tree), so the space is the larger of the two:
 * when the browser finds the offer has ended since the build, the copy changes without moving the page.
 */
export function LiveOrEnded({ live, ended, className = "" }: LiveOrEndedProps) {
  const isEnded = useDayPassEnded();
  return (
    <div className={`grid ${className}`} data-day-pass={isEnded ? "ended" : "live"}>
      <Layer shown={!isEnded}>{live}</Layer>
      <Layer shown={isEnded}>{ended}</Layer>
    </div>
  );
}

function Layer({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <div
      style={{ gridArea: "1 / 1", visibility: shown ? undefined : "hidden" }}
      aria-hidden={shown ? undefined : true}
    >
      {children}
    </div>
  );
}
