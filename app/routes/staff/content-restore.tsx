/**
 * "Put back" in the change log: the entry's file as it was before a change (deleted, if the change created
 * it), under the same checks as an editor's save (schema, role) and recorded in the log as a change itself.
 */
import path from "node:path";
import { redirect } from "react-router";
import { applyUpdate, checkUpdate, restoreUpdate, roleMaySee } from "#app/content/editor.server.ts";
import { refusal, requireStaffPost, staffContext } from "#app/features/staff/guard.server.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/content-restore";

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireStaffPost(request, context);
  const staff = staffContext(context);
  const id = /^\d{1,15}$/.test(params.id) ? Number(params.id) : 0;
  const change = await staff.contentChange(id);
  if (!change || !roleMaySee(user.role, change)) throw refusal(404, "No such change.");
  const dir = context.content?.dir ?? path.resolve(process.env.CONTENT_DIR || "content");
  const update = restoreUpdate(change);
  const checked = await checkUpdate(user.role, update, dir);
  if (!checked.ok) throw refusal(checked.status, checked.message);
  await applyUpdate(dir, update);
  await staff.recordContentChanges(
    user,
    checked.changes.map((done) => ({ ...done, kind: "restore", restoredFrom: change.id })),
  );
  await context.content?.reload();
  return redirect(staffUrls.contentRestored, 303);
}
