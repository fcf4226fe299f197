import { data, redirect } from "react-router";
import { formFields, returnCookie, returnPathFrom, staffContext } from "#app/features/staff/guard.server.ts";
import { StaffMessage } from "#app/features/staff/StaffShell.tsx";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/link";

/**
 * The press on the link's page: uses the token up and starts a new session. (No loader: after an action the
 * route's loaders run too, and a redirect there would replace this answer.)
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formFields(request);
  const cookie = await staffContext(context).signInWithLink(form.token ?? "");
  if (!cookie) return data({ invalid: true }, 400);
  const headers = new Headers({ "set-cookie": cookie });
  const back = returnPathFrom(request);
  if (back) headers.append("set-cookie", returnCookie(null));
  return redirect(back ?? staffUrls.home, { status: 303, headers });
}

export default function LinkRoute() {
  return (
    <StaffMessage
      title="Link not valid"
      message="This link has been used or has expired. Ask for a new one."
      back={{ href: staffUrls.signIn, label: "Ask for a new link" }}
    />
  );
}
