import { redirect } from "react-router";
import { refusal, requireStaffPost, staffContext } from "#app/features/staff/guard.server.ts";
import { rowIdOf } from "#contracts/ids.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/outbox-retry";

/** A resource route: a dead message's retry button posts here, and is sent back to the outbox. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireStaffPost(request, context);
  const id = rowIdOf(params.id);
  if (id === null || !(await staffContext(context).retryMessage(user.role, id)))
    throw refusal(404, "No such message.");
  return redirect(staffUrls.retried(id), 303);
}
