import { PageHero } from "#app/components/ui/PageHero.tsx";
import { faqOf } from "#app/content/copy.server.ts";
import { pages } from "#app/content/pages.ts";
import { FaqSections, faqJsonLd } from "#app/features/faq/FaqSections.tsx";
import { metaFor } from "#app/lib/meta.ts";
import type { Route } from "./+types/faq";

const page = pages.faq;

/** The FAQ from CONTENT_DIR, its facts filled on the server: the copy arrives as loader data. */
export async function loader({ context }: Route.LoaderArgs) {
  return { sections: await faqOf(context) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  metaFor(page, loaderData ? { jsonLd: [faqJsonLd(loaderData.sections)] } : {});

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Help" heading={page.heading} intro={page.intro} />
      <FaqSections sections={loaderData.sections} />
    </>
  );
}
