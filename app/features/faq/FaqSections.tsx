import { Accordion } from "#app/components/ui/Accordion.tsx";
import { Container } from "#app/components/ui/Section.tsx";
import { linkify } from "#app/features/legal/linkify.tsx";
import type { FaqSection } from "#contracts/content/faq.ts";

/** The FAQ's sections, each an accordion of its questions, with a jump list to the five sections. */
export function FaqSections({ sections }: { sections: FaqSection[] }) {
  return (
    <div className="bg-paper text-ink on-light">
      <Container className="grid gap-12 py-14 md:py-20 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <nav aria-label="FAQ sections" className="lg:sticky lg:top-28 lg:self-start">
          <p className="mb-4 font-display text-lg font-bold uppercase tracking-widest">Topics</p>
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-block border-2 border-ink/15 px-3 py-2 text-sm font-semibold hover:border-ink lg:border-0 lg:px-0 lg:py-1.5 lg:hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-16">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-28"
            >
              <h2
                id={`${section.id}-title`}
                className="mb-4 border-b-4 border-ink pb-3 font-display text-h2 font-bold uppercase"
              >
                {section.title}
              </h2>
              <Accordion
                headingLevel={3}
                items={section.items.map((item, index) => ({
                  id: `${section.id}-${index}`,
                  title: item.question,
                  content: <p className="max-w-3xl text-lg text-ink">{linkify(item.answer)}</p>,
                }))}
              />
            </section>
          ))}
        </div>
      </Container>
    </div>
  );
}

/** schema.org FAQPage, so search engines can show the answers. */
export function faqJsonLd(sections: FaqSection[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: sections.flatMap((section) =>
      section.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    ),
  };
}
