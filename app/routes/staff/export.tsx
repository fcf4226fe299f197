import { requireStaffPost, staffContext, valid } from "#app/features/staff/guard.server.ts";
import { staffFilterOf } from "#contracts/staff.ts";
import type { Route } from "./+types/export";

/** A resource route: the list's filter, posted again, as a CSV file (formula cells neutralised), streamed. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireStaffPost(request, context);
  const csv = staffContext(context).exportCsv(user.role, valid(staffFilterOf(form)));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="novo-submissions-${day}.csv"`,
    },
  });
}
