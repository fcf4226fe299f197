import { Eyebrow } from "~/components/ui/Heading";
import { PageHero } from "~/components/ui/PageHero";
import { Section } from "~/components/ui/Section";
import { pages } from "~/content/pages";
import { GymContactCard } from "~/features/contacts/GymContactCard";
import { deferred } from "~/lib/deferred";
import { metaFor } from "~/lib/meta";

const EnquiryForm = deferred(() => import("~/features/enquiry-form/EnquiryForm").then((m) => m.EnquiryForm));

const page = pages.contacts;

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
