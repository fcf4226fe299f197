import { useId } from "react";
import { Icon } from "#app/components/icons/Icon.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { OptionalPart } from "#app/components/ui/OptionalPart.tsx";
import { MapEmbed } from "#app/features/map-embed/MapEmbed.tsx";
import { useGyms } from "#app/lib/use-gyms.ts";
import { isFindable } from "#contracts/content/gym-location.ts";
import { formatMiles } from "./distance";
import { LocationCard } from "./LocationCard";
import { FINDER_FAILURE } from "./postcode-lookup";
import { useGymFinder } from "./use-gym-finder";

/**
 * The gym finder (SPEC §2 locations, §4): postcode search or the browser's location, results nearest first
 * with a map for the nearest; before any search, a card for every gym but the default.
 */
export function GymFinder({ fetcher }: { fetcher?: typeof fetch }) {
  const finder = useGymFinder(fetcher);
  const findableGyms = useGyms().filter(isFindable);
  const { state } = finder;
  const inputId = useId();
  const errorId = useId();
  const nearest = state.results?.[0];

  return (
    <div>
      {/* A GET form (a postcode is not personal data): without JavaScript the server's loader answers it. */}
      <form
        aria-label="Find a gym by postcode"
        method="get"
        action="/locations"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const postcode = new FormData(event.currentTarget).get("postcode");
          void finder.searchPostcode(typeof postcode === "string" ? postcode : "");
        }}
        className="bg-ink p-5 text-paper sm:p-8"
      >
        <label
          htmlFor={inputId}
          className="mb-3 block font-display text-2xl font-bold uppercase tracking-wide"
        >
          Your postcode
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id={inputId}
            name="postcode"
            defaultValue={state.search}
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="e.g. SE10 9UW"
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? errorId : undefined}
            className="min-h-14 flex-1 border-2 border-paper bg-paper px-4 text-lg text-ink uppercase placeholder:normal-case placeholder:text-steel focus-visible:outline-signal"
          />
          <Button type="submit" size="lg" disabled={state.loading}>
            <Icon name="search" aria-hidden="true" className="h-5 w-5" />
            Find a gym
          </Button>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
          <button
            type="button"
            onClick={finder.searchMyLocation}
            disabled={state.loading}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-paper underline decoration-signal decoration-2 underline-offset-4 hover:text-signal disabled:opacity-50"
          >
            <Icon name="locate-fixed" aria-hidden="true" className="h-5 w-5" />
            Use my location
          </button>
          {state.results ? (
            <button
              type="button"
              onClick={finder.clearResults}
              className="inline-flex min-h-11 items-center gap-2 text-mist underline underline-offset-4 hover:text-paper"
            >
              <Icon name="x" aria-hidden="true" className="h-5 w-5" />
              Clear results
            </button>
          ) : null}
        </div>
        <div aria-live="polite" className="min-h-7">
          {state.loading ? <p className="mt-3 text-mist">Finding gyms near you…</p> : null}
          {state.error ? (
            <p id={errorId} role="alert" className="mt-3 font-semibold text-[#ffb4ab]">
              {state.error}
            </p>
          ) : null}
        </div>
      </form>

      {state.results && nearest ? (
        <section aria-labelledby={`${inputId}-results`} className="mt-10">
          <h2 id={`${inputId}-results`} className="mb-6 font-display text-h2">
            Gyms near you
          </h2>
          <OptionalPart
            // A new search gets a fresh boundary: one broken answer does not hide the next one's results.
            key={state.results.map((r) => `${r.gym.slug}:${r.miles}`).join("|")}
            name="finder results"
            fallback={<p role="alert">{FINDER_FAILURE}</p>}
          >
            <ol className="grid gap-6 lg:grid-cols-2">
              {state.results.map((result, i) =>
                i === 0 ? (
                  // The nearest gym leads, with its map beside it.
                  <li key={result.gym.slug} className="grid border-2 border-ink lg:col-span-2 lg:grid-cols-2">
                    <div className="flex flex-col">
                      <LocationCard gym={result.gym} distance={formatMiles(result.miles)} />
                    </div>
                    <div className="border-t-2 border-ink lg:border-t-0 lg:border-l-2">
                      <MapEmbed gym={result.gym} className="h-full" />
                    </div>
                  </li>
                ) : (
                  <li key={result.gym.slug} className="flex flex-col border-2 border-ink">
                    <LocationCard gym={result.gym} distance={formatMiles(result.miles)} />
                  </li>
                ),
              )}
            </ol>
          </OptionalPart>
        </section>
      ) : (
        <section aria-labelledby={`${inputId}-all`} className="mt-10">
          <h2 id={`${inputId}-all`} className="mb-6 font-display text-h2">
            Our gyms
          </h2>
          <ul className="grid gap-6 md:grid-cols-2">
            {findableGyms.map((gym) => (
              <li key={gym.slug} className="flex flex-col border-2 border-ink">
                <LocationCard gym={gym} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
