import { gymBySlug } from "~/content/gyms";
import { pages } from "~/content/pages";
import { SignUpPage } from "~/features/sign-up-frame/SignUpPage";
import { metaFor } from "~/lib/meta";

const page = pages.wellingSignup;
const gym = gymBySlug("welling");

export const meta = () => metaFor(page);

export default function WellingSignupRoute() {
  return <SignUpPage page={page} gym={gym} />;
}
