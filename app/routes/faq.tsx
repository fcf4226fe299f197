import { PageHero } from "#app/components/ui/PageHero.tsx";
import { FaqSections, faqJsonLd } from "#app/features/faq/FaqSections.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { faqOf } from "#contracts/content/copy.server.ts";
import { pageCopyOf } from "#contracts/content/page-copy.server.ts";
import type { Route } from "./+types/faq";

/** The FAQ from CONTENT_DIR, its facts filled on the server: the copy arrives as loader data. */
export async function loader({ context }: Route.LoaderArgs) {
  const [sections, page] = await Promise.all([faqOf(context), pageCopyOf(context, "faq")]);
  return { sections, page };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  metaFor(loaderData?.page, loaderData ? { jsonLd: [faqJsonLd(loaderData.sections)] } : {});

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero eyebrow="Help" heading={page.heading} intro={page.intro} />
      <FaqSections sections={loaderData.sections} />
    </>
  );
}
