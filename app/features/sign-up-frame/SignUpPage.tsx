import { LinkButton } from "#app/components/ui/Button.tsx";
import { PageHero } from "#app/components/ui/PageHero.tsx";
import { Container } from "#app/components/ui/Section.tsx";
import type { SiteGym } from "#app/lib/use-gyms.ts";
import type { PageCopy } from "#contracts/content/page-meta.ts";
import { SignUpFrame } from "./SignUpFrame";

/** A sign-up route: its hero and the gym's embedded membership page. */
export function SignUpPage({ page, gym }: { page: PageCopy; gym: SiteGym }) {
  return (
    <>
      <PageHero eyebrow="Memberships" heading={page.heading} intro={page.intro}>
        {/* Where the discount and join forms land: a tour is the next step for anyone not ready to join. */}
        {gym.tourLink && gym.hours.access === "24/7" ? (
          <LinkButton to={gym.tourLink} variant="outline-light">
            Book a tour
          </LinkButton>
        ) : null}
      </PageHero>
      <section aria-label={`${gym.name} membership options`} className="bg-chalk py-10 md:py-16">
        <Container>
          <SignUpFrame gym={gym} />
        </Container>
      </section>
    </>
  );
}
