import { pages } from "#app/content/pages.ts";
import { SignUpPage } from "#app/features/sign-up-frame/SignUpPage.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { useGym } from "#app/lib/use-gyms.ts";

const page = pages.wellingSignup;

export const meta = () => metaFor(page);

export default function WellingSignupRoute() {
  return <SignUpPage page={page} gym={useGym("welling")} />;
}
