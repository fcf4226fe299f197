import type { ReactNode } from "react";

/**
 * A box that scrolls sideways when its content (a wide table on a phone) does not fit. It takes focus, so a
 * keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable), and is named for that stop.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
    >
      {children}
    </section>
  );
}
