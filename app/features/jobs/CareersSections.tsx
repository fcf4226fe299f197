import { Icon } from "#app/components/icons/Icon.tsx";
import { FeatureGrid } from "#app/components/ui/FeatureGrid.tsx";
import { Eyebrow, Heading } from "#app/components/ui/Heading.tsx";
import { Paragraphs } from "#app/components/ui/Paragraphs.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import type { CareersCopy, JobListing } from "#app/content/jobs.ts";
import { JobListings } from "./JobListings";

const applySubject = encodeURIComponent("Job application");

/** /join-the-team below the hero: intro, why work with us, how to apply and the vacancies. */
export function CareersSections({ copy, jobs }: { copy: CareersCopy; jobs: JobListing[] }) {
  return (
    <>
      <Section tone="paper" aria-labelledby="why-work-with-us">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
          <div>
            <Eyebrow>Careers</Eyebrow>
            <Heading level={2} id="why-work-with-us">
              Why work with us
            </Heading>
            <Paragraphs texts={copy.intro} />
          </div>
          <FeatureGrid items={copy.whyWorkWithUs} className="self-start sm:grid-cols-2" />
        </div>
      </Section>

      <Section tone="ink" aria-labelledby="how-to-apply">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
          <div>
            <Heading level={2} id="how-to-apply">
              {copy.howToApply.heading}
            </Heading>
            <a
              href={`mailto:${copy.howToApply.email}?subject=${applySubject}`}
              className="mt-8 inline-flex items-center gap-3 border-2 border-signal px-5 py-4 font-display text-xl font-bold transition-colors hover:bg-signal hover:text-ink"
            >
              <Icon name="mail" aria-hidden="true" className="h-6 w-6" />
              {copy.howToApply.email}
            </a>
          </div>
          <ol className="space-y-5">
            {copy.howToApply.steps.map((step, index) => (
              <li key={step} className="flex gap-5">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center bg-signal font-display text-xl font-bold text-ink"
                >
                  {index + 1}
                </span>
                <p className="pt-1.5 text-lg leading-relaxed text-mist">{step}</p>
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <Section tone="paper" aria-labelledby="vacancies">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <Heading level={2} id="vacancies">
            {copy.listingsHeading}
          </Heading>
          <p className="text-steel">{jobs.length} roles</p>
        </div>
        <JobListings jobs={jobs} applyEmail={copy.howToApply.email} />
      </Section>
    </>
  );
}
