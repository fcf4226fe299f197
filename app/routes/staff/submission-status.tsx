import { redirect } from "react-router";
import { refusal, requireStaffPost, staffContext } from "#app/features/staff/guard.server.ts";
import { type LeadStatus, leadStatuses } from "#contracts/staff.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/submission-status";

/** A resource route: the submission page's status form posts here, and is sent back to the page. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireStaffPost(request, context);
  const status = form.status as LeadStatus;
  if (!(leadStatuses as readonly string[]).includes(status)) throw refusal(400, "Unknown status.");
  const note = (form.note ?? "").trim().slice(0, 2000) || null;
  if (!(await staffContext(context).setStatus(user, params.id, status, note)))
    throw refusal(404, "There is no such submission here.");
  return redirect(staffUrls.savedSubmission(params.id), 303);
}
