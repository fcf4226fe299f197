import { Icon } from "#app/components/icons/Icon.tsx";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { Eyebrow, Heading } from "#app/components/ui/Heading.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { Tabs } from "#app/components/ui/Tabs.tsx";
import type { AthleticCopy } from "#contracts/content/athletic.ts";

/** /athletic below the hero: the squad, the four tabs, key info and the league (deviation 4 buttons). */
export function AthleticSections({ copy }: { copy: AthleticCopy }) {
  const { registerInterest, findAGym } = copy.buttons;
  return (
    <>
      <Section tone="paper" aria-labelledby="athletic-intro">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
          <div>
            <Eyebrow>The squad</Eyebrow>
            <Heading level={2} id="athletic-intro">
              {copy.intro.heading}
            </Heading>
          </div>
          <div className="space-y-5 text-lg leading-relaxed">
            {copy.intro.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section tone="ink" aria-labelledby="athletic-tabs">
        <Heading level={2} id="athletic-tabs" className="mb-10">
          How we play
        </Heading>
        <Tabs
          tone="dark"
          label="Novo Athletic"
          items={copy.tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            content: (
              <div className="max-w-3xl border-t border-paper/15 pt-8">
                <h3 className="font-display text-h2 font-bold uppercase">{tab.heading}</h3>
                <p className="mt-4 text-lg leading-relaxed text-mist">{tab.text}</p>
              </div>
            ),
          }))}
        />
      </Section>

      <Section tone="chalk" aria-labelledby="athletic-key-info">
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <Heading level={2} id="athletic-key-info">
              {copy.keyInfoHeading}
            </Heading>
            <dl className="mt-8 divide-y divide-ink/15 border-y border-ink/15">
              {copy.keyInfo.map((item) => (
                <div key={item.label} className="grid gap-1 py-4 sm:grid-cols-[10rem_1fr] sm:gap-6">
                  <dt className="font-display text-lg font-bold uppercase tracking-wider">{item.label}</dt>
                  <dd className="leading-relaxed">{item.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <Heading level={2} id="athletic-league">
              {copy.leagueInfo.heading}
            </Heading>
            <div className="mt-8 space-y-5 text-lg leading-relaxed">
              {copy.leagueInfo.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <LinkButton to={registerInterest.to} variant="dark" size="lg">
                {registerInterest.label}
                <Icon name="arrow-right" aria-hidden="true" className="h-5 w-5" />
              </LinkButton>
              <LinkButton to={findAGym.to} variant="outline" size="lg">
                <Icon name="map-pin" aria-hidden="true" className="h-5 w-5" />
                {findAGym.label}
              </LinkButton>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
