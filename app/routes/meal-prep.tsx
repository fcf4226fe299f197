import { prepCopy } from "~/content/interest";
import { pages } from "~/content/pages";
import { InterestPage } from "~/features/interest-form/InterestPage";
import { metaFor } from "~/lib/meta";

const page = pages.mealPrep;

export const meta = () => metaFor(page);

export default function MealPrepRoute() {
  return (
    <InterestPage
      variant="prep"
      copy={prepCopy}
      heading={page.heading}
      eyebrow="Prep by Novo"
      image="prep-hero"
      tabs={{ heading: "Why Prep", label: "Prep highlights" }}
    />
  );
}
