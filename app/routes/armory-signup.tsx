import { pages } from "#app/content/pages.ts";
import { SignUpPage } from "#app/features/sign-up-frame/SignUpPage.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { useGym } from "#app/lib/use-gyms.ts";

const page = pages.armorySignup;

export const meta = () => metaFor(page);

export default function ArmorySignupRoute() {
  return <SignUpPage page={page} gym={useGym("armory")} />;
}
