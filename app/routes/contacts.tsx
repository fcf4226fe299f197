import { Eyebrow } from "~/components/ui/Heading";
import { PageHero } from "~/components/ui/PageHero";
import { Section } from "~/components/ui/Section";
import { pages } from "~/content/pages";
import { GymContactCard } from "~/features/contacts/GymContactCard";
import { EnquiryForm } from "~/features/enquiry-form/EnquiryForm";
import { formAction } from "~/features/forms/action.server";
import { metaFor } from "~/lib/meta";
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
