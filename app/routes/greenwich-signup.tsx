import { gymBySlug } from "~/content/gyms";
import { pages } from "~/content/pages";
import { SignUpPage } from "~/features/sign-up-frame/SignUpPage";
import { metaFor } from "~/lib/meta";

const page = pages.greenwichSignup;
const gym = gymBySlug("greenwich");

export const meta = () => metaFor(page);

export default function GreenwichSignupRoute() {
  return <SignUpPage page={page} gym={gym} />;
}
