import { Eyebrow } from "~/components/ui/Heading";
import { Section } from "~/components/ui/Section";
import type { GymLocation } from "~/content/gyms";
import { GymDetails } from "../gym-details/GymDetails";
import { MapEmbed } from "../map-embed/MapEmbed";

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
