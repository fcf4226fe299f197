import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.mealPrep;

export const meta = () => metaFor(page);

export default function MealPrepRoute() {
  return <PageHero eyebrow="Prep by Novo" heading={page.heading} intro={page.intro} />;
}
