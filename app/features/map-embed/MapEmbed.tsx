import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Icon } from "#app/components/icons/Icon.tsx";
import { OptionalPart } from "#app/components/ui/OptionalPart.tsx";
import type { SiteGym } from "#app/lib/use-gyms.ts";

interface MapEmbedProps {
  gym: SiteGym;
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

/** The query parameter that asks for a gym's map (server/pages/target.ts renders from it). */
export const MAP_PARAM = "map";

/**
 * Deviation 6: an embedded Google map sets cookies, which PECR allows only after consent. So the map is
 * a static placeholder (address, an Open in Google Maps link) until the visitor asks for it.
 *
 * "Show map" is a GET form that asks for this page again with `?map=<gym>`, keeping the page's own query
 * (a postcode, a gym choice), so it answers a tap before the page's JavaScript has run; once it has, the
 * same press shows the map in place without leaving the page.
 */
function MapPlaceholderOrFrame({ gym, className = "" }: MapEmbedProps) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const [loaded, setLoaded] = useState(searchParams.get(MAP_PARAM) === gym.slug);
  const anchor = `map-${gym.slug}`;
  if (loaded) {
    return (
      <iframe
        id={anchor}
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
        <Icon name="map-pin" aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-signal" />
        <p className="leading-snug sm:text-lg">
          <span className="block font-display text-2xl font-bold uppercase">{gym.name}</span>
          {gym.address}, {gym.postcode}
        </p>
      </div>
      <div className="relative space-y-4">
        <p className="max-w-sm text-sm text-mist">
          The map is provided by Google, which may set cookies. It loads only if you ask for it.
        </p>
        <form
          method="get"
          action={`${pathname}#${anchor}`}
          onSubmit={(event) => {
            event.preventDefault();
            setLoaded(true);
          }}
          className="flex flex-wrap gap-3"
        >
          {[...searchParams]
            .filter(([name]) => name !== MAP_PARAM)
            .map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
          <input type="hidden" name={MAP_PARAM} value={gym.slug} />
          <button
            type="submit"
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
            <Icon name="external-link" aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </form>
      </div>
    </div>
  );
}
