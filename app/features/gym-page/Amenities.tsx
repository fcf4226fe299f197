import { Media } from "#app/components/media/Media.tsx";
import { Accordion } from "#app/components/ui/Accordion.tsx";
import { imageKey } from "#app/features/gym-details/image-key.ts";
import type { Amenity } from "#contracts/content/gym-location.ts";

/** Splits a list into `count` columns, filling each column in turn. */
export function intoColumns<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size));
}

const idOf = (amenity: Amenity) => amenity.title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/**
 * The amenities accordion in three columns (SPEC §2): one group name across the columns, so only one item
 * is open on the whole grid, and activating the open item closes it.
 */
export function Amenities({ amenities }: { amenities: readonly Amenity[] }) {
  return (
    <div className="grid gap-x-10 border-t border-ink/15 md:grid-cols-3 md:border-t-0">
      {intoColumns(amenities, 3).map((column) => (
        <Accordion
          key={column.map(idOf).join("|")}
          name="amenities"
          className="md:border-t-2 md:border-ink"
          items={column.map((amenity) => ({
            id: idOf(amenity),
            title: amenity.title,
            content: (
              <div className="space-y-4">
                <p className="text-steel">{amenity.description}</p>
                <Media
                  name={imageKey(amenity.image)}
                  decorative
                  className="w-full"
                  sizes="(min-width: 768px) 30vw, 100vw"
                />
              </div>
            ),
          }))}
        />
      ))}
    </div>
  );
}
