import { gymBySlug } from "~/content/gyms";
import { pages } from "~/content/pages";
import { SignUpPage } from "~/features/sign-up-frame/SignUpPage";
import { metaFor } from "~/lib/meta";

const page = pages.armorySignup;
const gym = gymBySlug("armory");

export const meta = () => metaFor(page);

export default function ArmorySignupRoute() {
  return <SignUpPage page={page} gym={gym} />;
}
