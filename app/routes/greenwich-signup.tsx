import { PageHero } from "~/components/ui/PageHero";
import { Container } from "~/components/ui/Section";
import { gymBySlug } from "~/content/gyms";
import { pages } from "~/content/pages";
import { SignUpFrame } from "~/features/sign-up-frame/SignUpFrame";
import { metaFor } from "~/lib/meta";

const page = pages.greenwichSignup;
const gym = gymBySlug("greenwich");

export const meta = () => metaFor(page);

export default function GreenwichSignupRoute() {
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
