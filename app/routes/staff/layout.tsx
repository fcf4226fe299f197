/**
 * The staff area's root (/staff): marks its document as a staff one (app/root.tsx renders it without the
 * site's chrome and without client script) and shows every refusal or failure of its routes.
 */
import { isRouteErrorResponse, Outlet } from "react-router";
import { StaffMessage } from "#app/features/staff/StaffShell.tsx";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/layout";

export const handle = { document: "staff" };

export default function StaffLayout() {
  return <Outlet />;
}

const back = { href: staffUrls.home, label: "Back to the staff area" };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const said = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  if (status === 401)
    return (
      <StaffMessage
        title="Sign in first"
        message="Your session has ended."
        back={{ href: staffUrls.signIn, label: "Sign in" }}
      />
    );
  if (status === 403) return <StaffMessage title="Not allowed" message={said ?? ""} back={back} />;
  if (status === 404)
    return <StaffMessage title="Not found" message={said ?? "There is no such page here."} back={back} />;
  if (status < 500 && said) return <StaffMessage title="Not valid" message={said} back={back} />;
  // Never the error's own text: it may quote a query and what was searched for.
  return <StaffMessage title="Something went wrong" message="Sorry, something went wrong." back={back} />;
}
