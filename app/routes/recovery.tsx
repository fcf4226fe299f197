import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { recoveryGuides } from "~/content/recovery";
import { RecoveryGuides } from "~/features/recovery/RecoveryGuides";
import { metaFor } from "~/lib/meta";

const page = pages.recovery;

export const meta = () => metaFor(page);

export default function RecoveryRoute() {
  return (
    <>
      <PageHero eyebrow="Recovery" heading={page.heading} intro={page.intro} image="greenwich-recovery" />
      <RecoveryGuides guides={recoveryGuides} />
    </>
  );
}
