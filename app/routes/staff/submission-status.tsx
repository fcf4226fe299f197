import { redirect } from "react-router";
import { refusal, requireStaffPost, staffContext, valid } from "#app/features/staff/guard.server.ts";
import { checkForm, statusChangeSchema } from "#contracts/staff.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/submission-status";

/** A resource route: the submission page's status form posts here, and is sent back to the page. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireStaffPost(request, context);
  const { status, note } = valid(checkForm(statusChangeSchema, form));
  if (!(await staffContext(context).setStatus(user, params.id, status, note ?? null)))
    throw refusal(404, "There is no such submission here.");
  return redirect(staffUrls.savedSubmission(params.id), 303);
}
