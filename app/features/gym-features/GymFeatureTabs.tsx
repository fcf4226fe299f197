import { Icon } from "#app/components/icons/Icon.tsx";
import { Media } from "#app/components/media/Media.tsx";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { Tabs } from "#app/components/ui/Tabs.tsx";
import { imageKey } from "#app/features/gym-details/image-key.ts";
import { RecoveryFacts } from "#app/features/gym-page/RecoveryFacilities.tsx";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import type { RecoveryInfo } from "#contracts/content/recovery.ts";
import { formatter } from "#contracts/formats.ts";

const price = formatter(() => new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }));

/** What a site's tab shows of its gym: the /locations loader sends these from content/gyms. */
export type SiteTab = Pick<
  GymLocation,
  "slug" | "name" | "shortName" | "description" | "monthlyPrice" | "gymEntry" | "pageLink" | "signUpLink"
> & { amenities: { title: string }[] };

/** The locations page's tabbed gym section: one tab per site (loader data, from the gym content). */
export function GymFeatureTabs({ sites }: { sites: readonly SiteTab[] }) {
  return (
    <Tabs
      label="Our sites"
      tone="dark"
      items={sites.map((gym) => ({
        id: gym.slug,
        label: gym.shortName,
        content: (
          <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
            <Media name={imageKey(gym.gymEntry)} className="w-full" sizes="(min-width: 1024px) 50vw, 100vw" />
            <div>
              <h3 className="font-display text-h3">{gym.name}</h3>
              <p className="mt-4 text-lg text-mist">{gym.description}</p>
              <ul className="mt-6 grid gap-2 sm:grid-cols-2">
                {gym.amenities.map((amenity) => (
                  <li key={amenity.title} className="flex items-center gap-2">
                    <Icon name="check" aria-hidden="true" className="h-5 w-5 shrink-0 text-signal" />
                    {amenity.title}
                  </li>
                ))}
              </ul>
              <p className="mt-6 font-display text-2xl font-bold">
                From {price().format(gym.monthlyPrice).replace(/\.00$/, "")} a month
              </p>
              <div className="mt-6 flex flex-wrap gap-3">
                <LinkButton to={gym.pageLink}>
                  LEARN MORE<span className="sr-only"> about {gym.name}</span>
                </LinkButton>
                <LinkButton to={gym.signUpLink} variant="outline-light">
                  JOIN NOW<span className="sr-only"> at {gym.name}</span>
                </LinkButton>
              </div>
            </div>
          </div>
        ),
      }))}
    />
  );
}

/** The locations page's tabbed recovery section: the facilities at the 24/7 gyms (loader data). */
export function RecoveryFeatureTabs({ facilities }: { facilities: RecoveryInfo[] }) {
  return (
    <Tabs
      label="Recovery facilities"
      items={facilities.map((info) => ({
        id: info.id,
        label: info.title,
        content: (
          <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
            {info.image ? (
              <Media name={info.image} className="w-full" sizes="(min-width: 1024px) 50vw, 100vw" />
            ) : null}
            <div>
              <h3 className="mb-4 font-display text-h3">{info.title}</h3>
              <RecoveryFacts info={info} />
            </div>
          </div>
        ),
      }))}
    />
  );
}
