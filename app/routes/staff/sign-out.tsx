import { data } from "react-router";
import { requireStaffPost, staffContext } from "#app/features/staff/guard.server.ts";
import { StaffMessage } from "#app/features/staff/StaffShell.tsx";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/sign-out";

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaffPost(request, context);
  const staff = staffContext(context);
  const cookie = await staff.signOut(user.sessionId);
  // The editor's copies of the cookie (decision 0017) go too.
  const headers = new Headers([["set-cookie", cookie]]);
  for (const editorCookie of staff.editorCookies("")) headers.append("set-cookie", editorCookie);
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
