import { redirect } from "react-router";
import { Csrf, linkClass, londonDateTime, primaryButtonClass } from "#app/features/staff/controls.tsx";
import { refusal, requireStaff, requireStaffPost, staffContext } from "#app/features/staff/guard.server.ts";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/submission-contacted";

/**
 * The notification's "Mark contacted" (issue 32). Opening the link only asks: a mail scanner that follows
 * links marks nothing. Without a session it signs in first (requireStaff) and comes back here.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const detail = await staffContext(context).submissionDetail(user.role, params.id);
  if (!detail) throw refusal(404, "There is no such submission here.");
  return { user, detail };
}

/** The press: a post with the session's CSRF token (and the staff Origin rule, server/staff/routes.ts). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireStaffPost(request, context);
  if (!(await staffContext(context).logContact(user, params.id, "one-press")))
    throw refusal(404, "There is no such submission here.");
  return redirect(staffUrls.savedSubmission(params.id), 303);
}

export default function SubmissionContactedRoute({ loaderData }: Route.ComponentProps) {
  const { user, detail } = loaderData;
  const who = [detail.name || "This lead", detail.gymLabel].filter(Boolean).join(", ");
  return (
    <StaffShell title="Mark contacted" user={user} current="list">
      <form method="post" action={staffUrls.markContacted(detail.id)} className="max-w-xl space-y-4">
        <Csrf user={user} />
        <p>
          {`${who}, received ${londonDateTime(detail.createdAt)}. `}
          {detail.firstContact
            ? `First contacted ${londonDateTime(detail.firstContact.at)} by ${detail.firstContact.by}; pressing again only adds to its history.`
            : "Mark it contacted once you have called or written to them: its reminders stop."}
        </p>
        <button type="submit" className={primaryButtonClass}>
          Mark contacted
        </button>
        <p>
          <a href={staffUrls.submission(detail.id)} className={linkClass}>
            Open the lead instead
          </a>
        </p>
      </form>
    </StaffShell>
  );
}
