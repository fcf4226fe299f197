import { Icon } from "#app/components/icons/Icon.tsx";
import { FeatureGrid } from "#app/components/ui/FeatureGrid.tsx";
import { Eyebrow, Heading } from "#app/components/ui/Heading.tsx";
import { Paragraphs } from "#app/components/ui/Paragraphs.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { deferred } from "#app/lib/deferred.tsx";
import type { FranchisingCopy } from "#contracts/content/franchising.ts";

// The form sits at the foot of a reading page: its code loads when the visitor comes near it or the page is
// idle, and until then its server HTML posts natively, as every form does before hydration (decision 0034).
const InvestorForm = deferred(
  () => import("#app/features/investor-form/InvestorForm.tsx").then((m) => m.InvestorForm),
  { minHeight: "28rem" },
);

export const INVESTOR_FORM_ID = "investor-pack";

/** /franchising below the hero: why Novo, the model, the support, the pack's contents and the form. */
export function FranchisingSections({ copy }: { copy: FranchisingCopy }) {
  return (
    <>
      <Section tone="paper" aria-labelledby="why-novo">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
          <div>
            <Eyebrow>Franchising</Eyebrow>
            <Heading level={2} id="why-novo">
              {copy.whyFranchise.heading}
            </Heading>
            <Paragraphs texts={copy.intro} />
          </div>
          <FeatureGrid items={copy.whyFranchise.items} numbered className="self-start sm:grid-cols-2" />
        </div>
      </Section>

      <Section tone="chalk" aria-labelledby="the-model">
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <Heading level={2} id="the-model">
              {copy.model.heading}
            </Heading>
            <Paragraphs texts={copy.model.paragraphs} />
          </div>
          <ul className="space-y-4 self-center">
            {copy.model.points.map((point) => (
              <li key={point} className="flex gap-4 border-l-4 border-ink bg-paper p-5 leading-relaxed">
                <Icon name="check" aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" strokeWidth={3} />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section tone="paper" aria-labelledby="support">
        <Heading level={2} id="support">
          {copy.support.heading}
        </Heading>
        <ul className="mt-10 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {copy.support.items.map((item) => (
            <li key={item.title} className="border-t-4 border-ink pt-5">
              <h3 className="font-display text-2xl font-bold uppercase">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-steel">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        tone="ink"
        id={INVESTOR_FORM_ID}
        aria-labelledby="investor-form-heading"
        className="scroll-mt-20"
      >
        <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
          <div>
            <Eyebrow>Investor pack</Eyebrow>
            <Heading level={2} id="investor-form-heading">
              {copy.form.heading}
            </Heading>
            <p className="mt-5 text-lg leading-relaxed text-mist">{copy.form.text}</p>
            <h3 className="mt-10 font-display text-2xl font-bold uppercase">{copy.packContents.heading}</h3>
            <ul className="mt-4 space-y-3">
              {copy.packContents.items.map((item) => (
                <li key={item} className="flex gap-3 text-mist">
                  <Icon name="file-text" aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-signal" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="self-start border border-paper/15 bg-ink-2 p-6 md:p-10">
            <InvestorForm copy={copy} />
          </div>
        </div>
      </Section>
    </>
  );
}
