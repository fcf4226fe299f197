import { Eyebrow } from "#app/components/ui/Heading.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import { formatter } from "#contracts/formats.ts";

const price = formatter(() => new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }));

/** The gym's story: tagline, description and the monthly price (SPEC §9). */
export function GymIntro({ gym }: { gym: GymLocation }) {
  return (
    <Section tone="paper" aria-labelledby="intro-heading">
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-end">
        <div>
          <Eyebrow>{gym.bold}</Eyebrow>
          <h2 id="intro-heading" className="font-display text-h2">
            {gym.intro}
          </h2>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-steel">{gym.description}</p>
        </div>
        <div className="border-l-4 border-signal bg-ink p-6 text-paper">
          <p className="text-sm font-semibold tracking-widest text-mist uppercase">Membership from</p>
          <p className="mt-1 font-display text-6xl font-bold">
            {price().format(gym.monthlyPrice).replace(/\.00$/, "")}
            <span className="text-2xl text-mist"> / month</span>
          </p>
        </div>
      </div>
    </Section>
  );
}
