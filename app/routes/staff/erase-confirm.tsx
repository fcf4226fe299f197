import { data } from "react-router";
import { linkClass } from "#app/features/staff/controls.tsx";
import { EraseForm } from "#app/features/staff/EraseForm.tsx";
import { requireManagement, requireStaffPost, staffContext } from "#app/features/staff/guard.server.ts";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/erase-confirm";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireManagement(request, context) };
}

/** The confirmation's press: everything held for the address goes. */
export async function action({ request, context }: Route.ActionArgs) {
  const { form } = await requireStaffPost(request, context, { management: true });
  const answer = await staffContext(context).eraseSubject(form.email ?? "");
  return "refused" in answer ? data(answer, 400) : answer;
}

export default function EraseConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  if (!actionData || "refused" in actionData) return <EraseForm user={user} notice={actionData?.refused} />;
  const gone = actionData.summary;
  return (
    <StaffShell
      title="Erased"
      user={user}
      current="erase"
      notice={`Erased for ${gone.email}: ${gone.submissions} submission(s), ${gone.messages} message(s), ${gone.files} file(s).`}
    >
      <p>
        <a href={staffUrls.erase} className={linkClass}>
          Erase another address
        </a>
      </p>
    </StaffShell>
  );
}
