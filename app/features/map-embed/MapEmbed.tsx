import { ExternalLink, MapPin } from "lucide-react";
import { useState } from "react";
import { OptionalPart } from "#app/components/ui/OptionalPart.tsx";
import type { GymLocation } from "#app/content/gyms.ts";

interface MapEmbedProps {
  gym: GymLocation;
  className?: string;
}

/** The map is optional: if it fails, the page goes on without it (the address is beside it). */
export function MapEmbed(props: MapEmbedProps) {
  return (
    <OptionalPart name="map">
      <MapPlaceholderOrFrame {...props} />
    </OptionalPart>
  );
}

/**
 * Deviation 6: an embedded Google map sets cookies, which PECR allows only after consent. So the map is
 * a static placeholder (address, an Open in Google Maps link) until the visitor asks for it.
 */
function MapPlaceholderOrFrame({ gym, className = "" }: MapEmbedProps) {
  const [loaded, setLoaded] = useState(false);
  if (loaded) {
    return (
      <iframe
        src={gym.googleMaps}
        title={`Map of ${gym.name}, ${gym.address}`}
        className={`block aspect-[4/3] min-h-80 w-full border-0 bg-chalk ${className}`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    );
  }
  return (
    <div
      className={`relative flex min-h-80 w-full flex-col justify-between gap-8 overflow-hidden bg-ink-2 p-5 text-paper sm:aspect-[4/3] sm:p-6 ${className}`}
    >
      <div aria-hidden="true" className="art-pattern-grid absolute inset-0 text-paper/[0.07]" />
      <div className="relative flex items-start gap-3">
        <MapPin aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-signal" />
        <p className="leading-snug sm:text-lg">
          <span className="block font-display text-2xl font-bold uppercase">{gym.name}</span>
          {gym.address}, {gym.postcode}
        </p>
      </div>
      <div className="relative space-y-4">
        <p className="max-w-sm text-sm text-mist">
          The map is provided by Google, which may set cookies. It loads only if you ask for it.
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => setLoaded(true)}
            className="inline-flex min-h-11 items-center gap-2 bg-signal px-4 font-display text-lg font-bold uppercase tracking-wider text-ink hover:bg-signal-deep"
          >
            Show map<span className="sr-only"> of {gym.name}</span>
          </button>
          <a
            href={gym.googleMapsLink}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 border-2 border-paper px-4 font-display text-lg font-bold uppercase tracking-wider hover:bg-paper hover:text-ink"
          >
            Open in Google Maps
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    </div>
  );
}
