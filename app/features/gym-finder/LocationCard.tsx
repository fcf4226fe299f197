import { Media } from "#app/components/media/Media.tsx";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { GymDetails } from "#app/features/gym-details/GymDetails.tsx";
import { imageKey } from "#app/features/gym-details/image-key.ts";
import type { SiteGym } from "#app/lib/use-gyms.ts";

/** A gym's card: photo, name, contact details, JOIN NOW and LEARN MORE. */
export function LocationCard({
  gym,
  distance,
  headingLevel = 3,
}: {
  gym: SiteGym;
  distance?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex flex-1 flex-col bg-paper text-ink on-light">
      <Media name={imageKey(gym.gymInterior)} className="w-full" sizes="(min-width: 768px) 50vw, 100vw" />
      <div className="flex flex-1 flex-col gap-5 p-6 md:p-8">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <Heading className="font-display text-h3">{gym.name}</Heading>
          {distance ? (
            <p className="bg-ink px-3 py-1 font-display text-xl font-bold tracking-wider text-signal">
              {distance}
            </p>
          ) : null}
        </div>
        <p className="text-steel">{gym.intro}</p>
        <GymDetails gym={gym} showTimes={false} />
        <div className="mt-auto flex flex-wrap gap-3 pt-2">
          <LinkButton to={gym.signUpLink} variant="dark">
            JOIN NOW<span className="sr-only"> at {gym.name}</span>
          </LinkButton>
          <LinkButton to={gym.pageLink} variant="outline">
            LEARN MORE<span className="sr-only"> about {gym.name}</span>
          </LinkButton>
        </div>
      </div>
    </article>
  );
}
