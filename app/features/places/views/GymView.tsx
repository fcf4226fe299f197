import { GymPage } from "#app/features/gym-page/GymPage.tsx";
import type { PlaceViewOf } from "../place-view";

/** A 24/7 gym's page, from its place's data. */
export default function GymView({ data }: { data: PlaceViewOf<"gym"> }) {
  return (
    <GymPage
      gym={data.gym}
      heading={data.page.heading}
      intro={data.page.intro ?? ""}
      claimLabel={data.gym.claimLabel}
      offer={data.offer}
      recovery={data.recovery}
    />
  );
}
