import { Eyebrow } from "#app/components/ui/Heading.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { GymDetails } from "#app/features/gym-details/GymDetails.tsx";
import { MapEmbed } from "#app/features/map-embed/MapEmbed.tsx";
import type { GymLocation } from "#contracts/content/gym-location.ts";

/** The location block (SPEC §2): name, e-mail, phone, address, times and open-now, with the map on a click. */
export function LocationBlock({ gym }: { gym: GymLocation }) {
  return (
    <Section tone="chalk" aria-labelledby="location-heading">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-start">
        <div>
          <Eyebrow>Find us</Eyebrow>
          <h2 id="location-heading" className="mb-8 font-display text-h2">
            {gym.name}
          </h2>
          <GymDetails gym={gym} />
        </div>
        <MapEmbed gym={gym} />
      </div>
    </Section>
  );
}
