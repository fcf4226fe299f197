import { StudioPage } from "#app/features/studio/StudioPage.tsx";
import type { PlaceViewOf } from "../place-view";

/** A studio's page, from its place's data. */
export default function StudioView({ data }: { data: PlaceViewOf<"studio"> }) {
  return (
    <StudioPage gym={data.gym} classes={data.classes} trialSummary={data.trialSummary} page={data.page} />
  );
}
