import { Outlet } from "react-router";
import { requireStaff, staffContext } from "#app/features/staff/guard.server.ts";
import type { SignedInData } from "#app/features/staff/signed-in-data.ts";
import type { Route } from "./+types/signed-in";

/**
 * Every screen behind a session. Loaders run in parallel and actions alone, so each of the children's
 * loaders and actions calls requireStaff too (the session is read once per request). Its data is the site's
 * open incidents for management's banner (StaffShell's IncidentBanner); empty for every other role.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<SignedInData> {
  const session = await requireStaff(request, context);
  const incidents = await staffContext(context).incidents(session.role);
  return { incidents, at: new Date().toISOString() };
}

export default function SignedInLayout() {
  return <Outlet />;
}
