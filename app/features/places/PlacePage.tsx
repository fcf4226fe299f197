import { GymPage } from "#app/features/gym-page/GymPage.tsx";
import { SignUpPage } from "#app/features/sign-up-frame/SignUpPage.tsx";
import { StudioPage } from "#app/features/studio/StudioPage.tsx";
import { ClosedPlace } from "./ClosedPlace";
import type { PlaceViewData } from "./place-page.server";

/** A place's page by its view: a 24/7 gym's, a studio's, its sign-up page or, once closed, the closed page. */
export function PlacePage({ data }: { data: PlaceViewData }) {
  switch (data.view) {
    case "gym":
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
    case "studio":
      return (
        <StudioPage gym={data.gym} classes={data.classes} trialSummary={data.trialSummary} page={data.page} />
      );
    case "signUp":
      return <SignUpPage page={data.page} gym={data.gym} />;
    case "closed":
      return <ClosedPlace page={data.page} nearest={data.nearest} />;
  }
}
