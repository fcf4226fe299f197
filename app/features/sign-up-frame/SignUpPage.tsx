import { PageHero } from "~/components/ui/PageHero";
import { Container } from "~/components/ui/Section";
import type { GymLocation } from "~/content/gyms";
import type { PageCopy } from "~/content/pages";
import { SignUpFrame } from "./SignUpFrame";

/** A sign-up route: its hero and the gym's embedded membership page. */
export function SignUpPage({ page, gym }: { page: PageCopy; gym: GymLocation }) {
  return (
    <>
      <PageHero eyebrow="Memberships" heading={page.heading} intro={page.intro} />
      <section aria-label={`${gym.name} membership options`} className="bg-chalk py-10 md:py-16">
        <Container>
          <SignUpFrame gym={gym} />
        </Container>
      </section>
    </>
  );
}
