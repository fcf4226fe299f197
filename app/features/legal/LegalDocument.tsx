import type { ReactNode } from "react";
import { Container } from "#app/components/ui/Section.tsx";
import type { LegalSection } from "#contracts/content/terms.ts";
import { linkify } from "./linkify";

interface LegalDocumentProps {
  sections: LegalSection[];
  /** Shown above the sections, for example "Last updated March 2025". */
  updated: ReactNode;
  /** Names the contents navigation. */
  label: string;
}

/**
 * A legal page's body: a contents list, then every section numbered in order. The numbers come from the
 * section's position, so adding or moving a section never leaves a gap.
 */
export function LegalDocument({ sections, updated, label }: LegalDocumentProps) {
  return (
    <div className="bg-paper text-ink on-light">
      <Container className="grid gap-12 py-14 md:py-20 lg:grid-cols-[18rem_1fr] lg:gap-16">
        <nav aria-label={`${label} contents`} className="lg:sticky lg:top-28 lg:self-start">
          <p className="mb-4 font-display text-lg font-bold uppercase tracking-widest">Contents</p>
          <ol className="max-h-none space-y-1.5 text-sm lg:max-h-[calc(100vh-9rem)] lg:overflow-y-auto lg:pr-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 py-1 text-steel hover:text-ink hover:underline"
                >
                  <span className="w-6 shrink-0 font-semibold tabular-nums text-ink">{index + 1}.</span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          <p className="mb-10 inline-block border-l-4 border-signal bg-chalk px-4 py-3 font-semibold">
            {updated}
          </p>
          <ol className="space-y-12">
            {sections.map((section, index) => (
              <li key={section.id} id={section.id} className="scroll-mt-28">
                <h2 className="flex gap-3 font-display text-h3 font-bold uppercase">
                  <span className="text-steel tabular-nums">{index + 1}.</span>
                  <span>{section.title}</span>
                </h2>
                <div className="mt-4 space-y-4 leading-relaxed">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph.slice(0, 48)}>{linkify(paragraph)}</p>
                  ))}
                  {section.list ? (
                    <ul className="space-y-3">
                      {section.list.map((item) => (
                        <li key={item.slice(0, 48)} className="flex gap-3">
                          <span aria-hidden="true" className="mt-2.5 h-2 w-2 shrink-0 bg-ink" />
                          <span>{linkify(item)}</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </div>
  );
}
