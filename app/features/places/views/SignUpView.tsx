import { SignUpPage } from "#app/features/sign-up-frame/SignUpPage.tsx";
import type { PlaceViewOf } from "../place-view";

/** A place's sign-up page, from its data. */
export default function SignUpView({ data }: { data: PlaceViewOf<"signUp"> }) {
  return <SignUpPage page={data.page} gym={data.gym} />;
}
