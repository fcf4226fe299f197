import type { ReactNode } from "react";

/** SPEC §3: a section is shown on a black background. */
export function SectionBlockView({ children }: { children: ReactNode }) {
  return (
    <section
      data-block="section"
      className="my-12 bg-ink px-6 py-10 text-center text-paper md:px-12 md:py-14 [&_ul]:text-left [&>*:first-child]:mt-0"
    >
      {children}
    </section>
  );
}
