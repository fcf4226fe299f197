/**
 * "Put back" in the change log: the entry's file as it was before a change (deleted, if the change created
 * it), saved through the one content write (saveContent: the editor's checks, schema and role) and recorded
 * in the log as a change itself. It is based on what that change left (decision 0025): when the entry has
 * changed since, the answer is a 409 naming who changed it and when.
 */
import { redirect } from "react-router";
import { restoreUpdate, roleMaySee } from "#app/content/editor.server.ts";
import { placesOf } from "#app/content/places.server.ts";
import { saveContent } from "#app/content/save.server.ts";
import { refusal, requireStaffPost, staffContext } from "#app/features/staff/guard.server.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/content-restore";

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireStaffPost(request, context);
  const id = /^\d{1,15}$/.test(params.id) ? Number(params.id) : 0;
  const change = await staffContext(context).contentChange(id);
  if (!change || !roleMaySee(user.role, change, await placesOf(context)))
    throw refusal(404, "No such change.");
  await saveContent(context, user, restoreUpdate(change), { restoredFrom: change.id });
  return redirect(staffUrls.contentRestored, 303);
}
