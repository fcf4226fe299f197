import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { buttonClasses } from "#app/components/ui/Button.tsx";
import { SelectField } from "#app/features/forms/fields.tsx";
import { GymDetails } from "#app/features/gym-details/GymDetails.tsx";
import { MapEmbed } from "#app/features/map-embed/MapEmbed.tsx";
import { type SiteGym, useGyms } from "#app/lib/use-gyms.ts";

/** The query parameter of the gym choice: the server renders the chosen card from it (server/pages/target.ts). */
export const GYM_PARAM = "gym";

/** The gym a query asks for, when it is one of `gyms` (as the content has them); the first gym otherwise. */
export function chosenGymSlug(gyms: readonly SiteGym[], value: string | null): string {
  return gyms.find((g) => g.slug === value)?.slug ?? gyms[0]?.slug ?? "";
}

/**
 * The contact card (SPEC §2 contacts): choose a gym, see its address, e-mail, phone, times and map. The
 * choice is a GET form (`/contacts?gym=…`) the server renders, so it works without JavaScript through its
 * Show button; once React runs, choosing is enough and the button goes. A gym chosen before hydration is kept.
 */
export function GymContactCard() {
  const [searchParams, setSearchParams] = useSearchParams();
  const gyms = useGyms();
  const slug = chosenGymSlug(gyms, searchParams.get(GYM_PARAM));
  const gym = gyms.find((g) => g.slug === slug) ?? gyms[0];
  const [enhanced, setEnhanced] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const headingId = useId();

  const choose = (value: string) =>
    setSearchParams({ [GYM_PARAM]: value }, { replace: true, preventScrollReset: true });

  // Before the first paint after hydration: a choice made in the HTML wins over the address's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useLayoutEffect(() => {
    const value = select.current?.value;
    if (value && value !== slug) choose(value);
    setEnhanced(true);
  }, []);
  // The select is uncontrolled (so hydration cannot reset it); back and forward move it to the address's gym.
  useEffect(() => {
    if (enhanced && select.current && select.current.value !== slug) select.current.value = slug;
  }, [enhanced, slug]);

  if (!gym) return null;
  return (
    <section aria-labelledby={headingId} className="bg-paper text-ink on-light">
      <div className="space-y-6 p-6 md:p-8">
        <form
          method="get"
          action="/contacts"
          className="flex items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (select.current) choose(select.current.value);
          }}
        >
          <SelectField
            ref={select}
            name={GYM_PARAM}
            label="Choose a gym"
            defaultValue={slug}
            wrapperClassName="flex-1"
            onChange={(event) => choose(event.target.value)}
          >
            {gyms.map((g) => (
              <option key={g.slug} value={g.slug}>
                {g.name}
              </option>
            ))}
          </SelectField>
          {enhanced ? null : (
            <button type="submit" className={buttonClasses("dark", "md")}>
              Show gym
            </button>
          )}
        </form>
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
