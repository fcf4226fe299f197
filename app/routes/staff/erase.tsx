import { data } from "react-router";
import { Csrf, primaryButtonClass, secondaryButtonClass } from "#app/features/staff/controls.tsx";
import { EraseForm } from "#app/features/staff/EraseForm.tsx";
import { requireManagement, requireStaffPost, staffContext } from "#app/features/staff/guard.server.ts";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import type { ErasureSummary, StaffUser } from "#contracts/staff.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/erase";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireManagement(request, context) };
}

/** What is held for the address, to confirm before anything is erased. */
export async function action({ request, context }: Route.ActionArgs) {
  const { form } = await requireStaffPost(request, context, { management: true });
  const answer = await staffContext(context).findSubject(form.email ?? "");
  return "refused" in answer ? data(answer, 400) : answer;
}

export default function EraseRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  if (actionData && "summary" in actionData) return <ConfirmErasure user={user} found={actionData.summary} />;
  return <EraseForm user={user} notice={actionData?.refused} />;
}

function ConfirmErasure({ user, found }: { user: StaffUser; found: ErasureSummary }) {
  return (
    <StaffShell title="Confirm erasure" user={user} current="erase">
      <p className="mb-4 max-w-prose">
        Held for <strong className="break-all">{found.email}</strong>:{" "}
        {`${found.submissions} submission(s), ${found.messages} message(s) and ${found.files} file copy(ies). Erasure cannot be undone.`}
      </p>
      <form method="post" action={staffUrls.confirmErasure} className="flex flex-wrap gap-2">
        <Csrf user={user} />
        <input type="hidden" name="email" value={found.email} />
        <button type="submit" className={primaryButtonClass}>
          Erase everything for this address
        </button>
        <a href={staffUrls.erase} className={secondaryButtonClass}>
          Cancel
        </a>
      </form>
    </StaffShell>
  );
}
