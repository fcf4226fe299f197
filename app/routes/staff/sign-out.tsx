import { data } from "react-router";
import { requireStaffPost, staffContext } from "#app/features/staff/guard.server.ts";
import { StaffMessage } from "#app/features/staff/StaffShell.tsx";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/sign-out";

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaffPost(request, context);
  // The session's cookie and the editor's copies of it (decision 0017) go.
  const headers = new Headers();
  for (const cookie of await staffContext(context).signOut()) headers.append("set-cookie", cookie);
  return data({ signedOut: true }, { headers });
}

export default function SignOutRoute({ actionData }: Route.ComponentProps) {
  if (!actionData?.signedOut)
    return (
      <StaffMessage
        title="Sign out"
        message="Sign out with the button at the top of any staff page."
        back={{ href: staffUrls.home, label: "Back to the staff area" }}
      />
    );
  return (
    <StaffMessage
      title="Signed out"
      message="You are signed out."
      back={{ href: staffUrls.signIn, label: "Sign in again" }}
    />
  );
}
