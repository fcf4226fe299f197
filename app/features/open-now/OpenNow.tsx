import { useEffect, useState } from "react";
import { OptionalPart } from "#app/components/ui/OptionalPart.tsx";
import type { GymHours } from "#contracts/content/hours.ts";
import { type OpenNowStatus, openNowStatus } from "./open-now";

interface OpenNowProps {
  hours: GymHours;
  className?: string;
}

/** Optional: if the status cannot be worked out, the opening times beside it still say it all. */
export function OpenNow(props: OpenNowProps) {
  return (
    <OptionalPart name="open-now">
      <OpenNowStatusLine {...props} />
    </OptionalPart>
  );
}

/**
 * The live status line. Pages are prerendered, so the status is computed only after hydration (a
 * build-time "now" would be wrong and would mismatch); until then a same-height placeholder holds the space.
 */
function OpenNowStatusLine({ hours, className = "" }: OpenNowProps) {
  const [status, setStatus] = useState<OpenNowStatus | null>(null);
  useEffect(() => {
    const update = () => setStatus(openNowStatus(hours, new Date()));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [hours]);

  const rows = status ? [status.staffed, ...(status.recovery ? [status.recovery] : [])] : [];
  // One 28 px line per row, so the placeholder and the status are the same height.
  const minHeight = hours.recovery ? "min-h-[3.75rem]" : "min-h-7";
  return (
    <div className={`${minHeight} ${className}`}>
      {status ? (
        <ul className="space-y-1" aria-label="Open now (UK time)">
          {rows.map((row) => (
            <li key={row.text} className="flex items-center gap-2.5 leading-7">
              <span
                aria-hidden="true"
                className={`inline-block h-2.5 w-2.5 rounded-full ${row.open ? "bg-success ring-2 ring-success/30" : "bg-steel"}`}
              />
              {row.text}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
