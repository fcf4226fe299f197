import { Icon } from "#app/components/icons/Icon.tsx";
import { FeatureGrid } from "#app/components/ui/FeatureGrid.tsx";
import { Eyebrow, Heading } from "#app/components/ui/Heading.tsx";
import { PageHero } from "#app/components/ui/PageHero.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { FormLink } from "#app/features/forms/FormLink.tsx";
import { deferred } from "#app/lib/deferred.tsx";
import { useScrollToFormFromOffers } from "#app/lib/from-offers.ts";
import type { InterestPageCopy } from "#contracts/content/interest.ts";
import type { ImageKey } from "#contracts/content/media.ts";
import { InterestForm, type InterestVariant } from "./InterestForm";
import { scrollToForm } from "./scroll";

export const INTEREST_FORM_ID = "register-interest";

// The tabs' code loads as the visitor nears them; their HTML (radio buttons, the first tab checked) works
// from first paint, and the Register Interest links in them work as plain anchors until then.
const Tabs = deferred(() => import("#app/components/ui/Tabs.tsx").then((m) => m.Tabs), {
  minHeight: "20rem",
});

interface InterestPageProps {
  variant: InterestVariant;
  copy: InterestPageCopy;
  /** The page's one h1 (content/pages/meta.yaml). */
  heading: string;
  eyebrow: string;
  image: ImageKey;
  tabs: { heading: string; label: string };
}

/**
 * The body of /retreat and /meal-prep (SPEC §2): hero, launching-soon notice, what to expect, the tabs
 * (the first is the default: Training, Macronutrients) each with a Register Interest button, and the form.
 */
export function InterestPage({ variant, copy, heading, eyebrow, image, tabs }: InterestPageProps) {
  useScrollToFormFromOffers(INTEREST_FORM_ID);

  return (
    <>
      <PageHero eyebrow={eyebrow} heading={heading} intro={copy.hero.text} image={image}>
        <FormLink target={INTEREST_FORM_ID} scroll={scrollToForm} size="lg">
          {copy.tabButtonLabel}
          <Icon name="arrow-down" aria-hidden="true" className="h-5 w-5" />
        </FormLink>
      </PageHero>

      <section aria-labelledby="launching-soon" className="bg-signal text-ink on-light">
        <div className="mx-auto flex max-w-(--container-site) flex-col gap-4 px-5 py-10 sm:px-8 md:flex-row md:items-center md:gap-10">
          <p className="inline-flex shrink-0 items-center gap-2 self-start bg-ink px-3 py-1.5 font-display text-base font-bold uppercase tracking-[0.2em] text-signal md:self-center">
            <Icon name="sparkles" aria-hidden="true" className="h-4 w-4" />
            Coming soon
          </p>
          <div>
            <h2 id="launching-soon" className="font-display text-h3 font-bold uppercase">
              {copy.launchingSoon.heading}
            </h2>
            <p className="mt-2 max-w-3xl text-lg">{copy.launchingSoon.text}</p>
          </div>
        </div>
      </section>

      <Section tone="paper" aria-labelledby="what-to-expect">
        <Eyebrow>{eyebrow}</Eyebrow>
        <Heading level={2} id="what-to-expect">
          {copy.whatToExpect.heading}
        </Heading>
        <FeatureGrid
          items={copy.whatToExpect.items}
          numbered
          className="mt-12 sm:grid-cols-2 lg:grid-cols-3"
        />
      </Section>

      <Section tone="ink" aria-labelledby="interest-tabs">
        <Heading level={2} id="interest-tabs" className="mb-10">
          {tabs.heading}
        </Heading>
        <Tabs
          tone="dark"
          label={tabs.label}
          items={copy.tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            content: (
              <div className="grid gap-8 border-t border-paper/15 pt-8 md:grid-cols-[1fr_auto] md:items-end">
                <div className="max-w-2xl">
                  <h3 className="font-display text-h2 font-bold uppercase">{tab.heading}</h3>
                  <p className="mt-4 text-lg leading-relaxed text-mist">{tab.text}</p>
                </div>
                <FormLink
                  target={INTEREST_FORM_ID}
                  scroll={scrollToForm}
                  size="lg"
                  className="self-start md:self-end"
                >
                  {copy.tabButtonLabel}
                </FormLink>
              </div>
            ),
          }))}
        />
      </Section>

      <Section
        tone="chalk"
        id={INTEREST_FORM_ID}
        aria-labelledby="interest-form-heading"
        className="scroll-mt-20"
      >
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          <div>
            <Eyebrow>{copy.form.eyebrow}</Eyebrow>
            <Heading level={2} id="interest-form-heading">
              {copy.form.heading}
            </Heading>
            <p className="mt-4 max-w-md text-lg leading-relaxed">{copy.form.text}</p>
          </div>
          <div className="bg-paper p-6 shadow-[8px_8px_0_0_var(--color-ink)] md:p-10">
            <InterestForm variant={variant} copy={copy.thankYou} />
          </div>
        </div>
      </Section>
    </>
  );
}
