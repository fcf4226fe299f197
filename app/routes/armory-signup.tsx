import { pageCopyOf } from "#app/content/page-copy.server.ts";
import { SignUpPage } from "#app/features/sign-up-frame/SignUpPage.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { useGym } from "#app/lib/use-gyms.ts";
import type { Route } from "./+types/armory-signup";

/** The page's words, from CONTENT_DIR at render time. */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await pageCopyOf(context, "armorySignup") };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(loaderData?.page);

export default function ArmorySignupRoute({ loaderData }: Route.ComponentProps) {
  return <SignUpPage page={loaderData.page} gym={useGym("armory")} />;
}
