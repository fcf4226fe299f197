/**
 * "Put back" in the change log: the entry's file as it was before a change (deleted, if the change created
 * it), saved through the one content write (the editor's checks, schema and role; server/content/save.ts) and
 * recorded in the log as a change itself. It is based on what that change left (decision 0025): when the
 * entry has changed since, the answer is a 409 naming who changed it and when.
 */
import { redirect } from "react-router";
import { requireStaffPost, staffContext } from "#app/features/staff/guard.server.ts";
import { rowIdOf } from "#contracts/ids.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/content-restore";

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireStaffPost(request, context);
  await staffContext(context).restoreContent(user, rowIdOf(params.id) ?? 0);
  return redirect(staffUrls.contentRestored, 303);
}
