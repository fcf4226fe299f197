import { LinkButton } from "#app/components/ui/Button.tsx";
import { PageHero } from "#app/components/ui/PageHero.tsx";
import type { PageCopy } from "#contracts/content/page-meta.ts";

/**
 * A closed place's page (decision 0030): its old links still land somewhere useful. It says the place has
 * closed and points to the nearest open gym and the finder; no form, no tour.
 */
export function ClosedPlace({
  page,
  nearest,
}: {
  page: PageCopy;
  nearest: { name: string; pageLink: string; address: string; postcode: string } | null;
}) {
  return (
    <PageHero
      eyebrow="Closed"
      heading={page.heading}
      intro={
        <>
          <p>{page.intro}</p>
          {nearest ? (
            <p className="mt-4">
              Our nearest gym is {nearest.name}, {nearest.address}, {nearest.postcode}.
            </p>
          ) : null}
        </>
      }
    >
      {nearest ? (
        <LinkButton to={nearest.pageLink} variant="primary">
          Visit {nearest.name}
        </LinkButton>
      ) : null}
      <LinkButton to="/locations" variant="outline-light">
        Find a gym
      </LinkButton>
    </PageHero>
  );
}
