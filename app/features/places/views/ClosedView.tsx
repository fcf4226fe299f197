import { ClosedPlace } from "../ClosedPlace";
import type { PlaceViewOf } from "../place-view";

/** A closed place's page, from its data. */
export default function ClosedView({ data }: { data: PlaceViewOf<"closed"> }) {
  return <ClosedPlace page={data.page} nearest={data.nearest} />;
}
