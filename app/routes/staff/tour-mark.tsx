import { redirect } from "react-router";
import { refusal, requireStaffPost, staffContext, valid } from "#app/features/staff/guard.server.ts";
import { checkForm, tourOutcomeSchema } from "#contracts/staff.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/tour-mark";

/** A resource route: the tours page's attended / no-show buttons post here (session, CSRF and origin checked). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireStaffPost(request, context);
  const { outcome } = valid(checkForm(tourOutcomeSchema, form));
  if (!(await staffContext(context).markTour(user, params.id, outcome)))
    throw refusal(404, "There is no such tour here.");
  return redirect(staffUrls.tourMarked, 303);
}
