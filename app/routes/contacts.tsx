import { Eyebrow } from "#app/components/ui/Heading.tsx";
import { PageHero } from "#app/components/ui/PageHero.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { pages } from "#app/content/pages.ts";
import { GymContactCard } from "#app/features/contacts/GymContactCard.tsx";
import { EnquiryForm } from "#app/features/enquiry-form/EnquiryForm.tsx";
import { formAction } from "#app/features/forms/action.server.ts";
import { metaFor } from "#app/lib/meta.ts";
import type { Route } from "./+types/contacts";

const page = pages.contacts;

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

export const meta = () => metaFor(page);

export default function ContactsRoute() {
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
