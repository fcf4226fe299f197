import { gymBySlug } from "#app/content/gyms.ts";
import { pages } from "#app/content/pages.ts";
import { SignUpPage } from "#app/features/sign-up-frame/SignUpPage.tsx";
import { metaFor } from "#app/lib/meta.ts";

const page = pages.wellingSignup;
const gym = gymBySlug("welling");

export const meta = () => metaFor(page);

export default function WellingSignupRoute() {
  return <SignUpPage page={page} gym={gym} />;
}
