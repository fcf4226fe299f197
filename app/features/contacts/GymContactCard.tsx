import { useId, useState } from "react";
import { type GymSlug, gyms } from "#app/content/gyms.ts";
import { SelectField } from "#app/features/forms/fields.tsx";
import { GymDetails } from "#app/features/gym-details/GymDetails.tsx";
import { MapEmbed } from "#app/features/map-embed/MapEmbed.tsx";

/** The contact card (SPEC §2 contacts): choose a gym, see its address, e-mail, phone, times and map. */
export function GymContactCard() {
  const [slug, setSlug] = useState<GymSlug>(gyms[0]?.slug ?? "armory");
  const gym = gyms.find((g) => g.slug === slug) ?? gyms[0];
  const headingId = useId();
  if (!gym) return null;
  return (
    <section aria-labelledby={headingId} className="bg-paper text-ink on-light">
      <div className="space-y-6 p-6 md:p-8">
        <SelectField
          label="Choose a gym"
          value={slug}
          onChange={(event) => setSlug(event.target.value as GymSlug)}
        >
          {gyms.map((g) => (
            <option key={g.slug} value={g.slug}>
              {g.name}
            </option>
          ))}
        </SelectField>
        <h2 id={headingId} aria-live="polite" className="font-display text-h3">
          {gym.name}
        </h2>
        <GymDetails gym={gym} />
      </div>
      {/* A new map placeholder per gym: a loaded map never shows a different gym than the card. */}
      <MapEmbed key={gym.slug} gym={gym} />
    </section>
  );
}
