import { Eyebrow } from "#app/components/ui/Heading.tsx";
import { PageHero } from "#app/components/ui/PageHero.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { GymContactCard } from "#app/features/contacts/GymContactCard.tsx";
import { EnquiryForm } from "#app/features/enquiry-form/EnquiryForm.tsx";
import { formAction } from "#app/features/forms/action.server.ts";
import { metaFor } from "#app/lib/meta.ts";
import { pageCopyOf } from "#contracts/content/page-copy.server.ts";
import type { Route } from "./+types/contacts";

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

/** The page's words, from CONTENT_DIR at render time. */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await pageCopyOf(context, "contacts") };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(loaderData?.page);

export default function ContactsRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero eyebrow="Contact" heading={page.heading} intro={page.intro} />
      <Section tone="chalk">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-start">
          <div className="border-2 border-ink">
            <GymContactCard />
          </div>
          <section aria-labelledby="enquiry-heading">
            <Eyebrow>Enquiries</Eyebrow>
            <h2 id="enquiry-heading" className="mb-8 font-display text-h2">
              Send us a message
            </h2>
            <EnquiryForm />
          </section>
        </div>
      </Section>
    </>
  );
}
