import { Outlet } from "react-router";
import { requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/signed-in";

/**
 * Every screen behind a session. Loaders run in parallel and actions alone, so each of the children's
 * loaders and actions calls requireStaff too (the session is read once per request).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return null;
}

export default function SignedInLayout() {
  return <Outlet />;
}
