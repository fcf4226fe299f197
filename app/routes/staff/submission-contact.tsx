import { redirect } from "react-router";
import { refusal, requireStaffPost, staffContext, valid } from "#app/features/staff/guard.server.ts";
import { checkForm, contactLogSchema } from "#contracts/staff.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/submission-contact";

/** A resource route: the lead page's "Log a call" / "Log an e-mail" post here (issue 32), and go back. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireStaffPost(request, context);
  const { how } = valid(checkForm(contactLogSchema, form));
  if (!(await staffContext(context).logContact(user, params.id, how)))
    throw refusal(404, "There is no such submission here.");
  return redirect(staffUrls.savedSubmission(params.id), 303);
}
