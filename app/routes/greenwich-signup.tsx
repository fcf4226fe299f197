import { gymBySlug } from "#app/content/gyms.ts";
import { pages } from "#app/content/pages.ts";
import { SignUpPage } from "#app/features/sign-up-frame/SignUpPage.tsx";
import { metaFor } from "#app/lib/meta.ts";

const page = pages.greenwichSignup;
const gym = gymBySlug("greenwich");

export const meta = () => metaFor(page);

export default function GreenwichSignupRoute() {
  return <SignUpPage page={page} gym={gym} />;
}
