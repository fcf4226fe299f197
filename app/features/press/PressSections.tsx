import { Icon } from "#app/components/icons/Icon.tsx";
import { FeatureGrid } from "#app/components/ui/FeatureGrid.tsx";
import { Eyebrow, Heading } from "#app/components/ui/Heading.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import type { PressCopy } from "#app/content/press.ts";

const subject = encodeURIComponent("Press enquiry");

/** /pr-enquiries below the hero: reasons to feature us, ways to collaborate, and who to write to. */
export function PressSections({ copy }: { copy: PressCopy }) {
  return (
    <>
      <Section tone="paper" aria-labelledby="press-reasons">
        <Eyebrow>For journalists and creators</Eyebrow>
        <Heading level={2} id="press-reasons">
          {copy.reasonsHeading}
        </Heading>
        <FeatureGrid items={copy.reasons} numbered className="mt-10 sm:grid-cols-2 lg:grid-cols-3" />
      </Section>

      <Section tone="chalk" aria-labelledby="press-collaboration">
        <Heading level={2} id="press-collaboration">
          {copy.collaborationHeading}
        </Heading>
        <ul className="mt-10 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {copy.collaborationTypes.map((item) => (
            <li key={item.title} className="border-t-4 border-ink pt-5">
              <h3 className="font-display text-2xl font-bold uppercase">{item.title}</h3>
              <p className="mt-2 leading-relaxed">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="ink" aria-labelledby="press-contact">
        <div className="grid gap-8 lg:grid-cols-[1.3fr_1fr] lg:items-end">
          <div>
            <Heading level={2} id="press-contact">
              {copy.contact.heading}
            </Heading>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-mist">{copy.contact.text}</p>
            <p className="mt-3 text-mist">{copy.contact.responseTime}</p>
          </div>
          <a
            href={`mailto:${copy.contact.email}?subject=${subject}`}
            className="group flex items-center gap-4 border-2 border-signal p-5 transition-colors hover:bg-signal hover:text-ink"
          >
            <Icon
              name="mail"
              aria-hidden="true"
              className="h-8 w-8 shrink-0 text-signal group-hover:text-ink"
            />
            <span>
              <span className="block text-sm font-semibold uppercase tracking-widest">Management e-mail</span>
              <span className="block break-all font-display text-2xl font-bold">{copy.contact.email}</span>
            </span>
          </a>
        </div>
      </Section>
    </>
  );
}
