import { redirect } from "react-router";
import {
  Csrf,
  primaryButtonClass,
  StaffTable,
  secondaryButtonClass,
  tdClass,
} from "#app/features/staff/controls.tsx";
import {
  refusal,
  requireManagement,
  requireStaffPost,
  staffContext,
} from "#app/features/staff/guard.server.ts";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/held";

/** What each hold threshold means, for the person deciding. */
const reasons: Record<string, string> = {
  "address-minute": "Too many from one address in a minute",
  "address-day": "Too many from one address in a day",
  "email-minute": "Too many from one e-mail address in a minute",
  "email-day": "Too many from one e-mail address in a day",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireManagement(request, context);
  const done = new URL(request.url).searchParams.get("done");
  const held = await staffContext(context).heldSubmissions();
  return { user, held, done: done === "released" || done === "spam" ? done : null };
}

/** Release (mail it now) or mark spam; then back to the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const { form } = await requireStaffPost(request, context, { management: true });
  const staff = staffContext(context);
  const id = form.id ?? "";
  if (form.intent === "release") {
    if (!(await staff.releaseHeld(id))) throw refusal(404, "No such held submission.");
    return redirect(staffUrls.heldDone("released"), 303);
  }
  if (form.intent === "spam") {
    if (!(await staff.markHeldSpam(id))) throw refusal(404, "No such held submission.");
    return redirect(staffUrls.heldDone("spam"), 303);
  }
  throw refusal(400, "intent: must be release or spam");
}

export default function HeldRoute({ loaderData }: Route.ComponentProps) {
  const { user, held, done } = loaderData;
  const notice =
    done === "released" ? "Released: it is being mailed." : done === "spam" ? "Marked as spam." : undefined;
  return (
    <StaffShell title="Held for review" user={user} current="held" notice={notice}>
      <p className="mb-4 max-w-prose">
        Submissions over a rate threshold are stored but mailed to no one until you decide. Release one to
        mail it to the gym and the visitor, or mark it spam.
      </p>
      <StaffTable
        rows={held}
        empty="Nothing is held."
        caption="Held submissions, newest first"
        columns={["Received", "Kind", "Gym", "Name", "E-mail", "Why held", "Decide"]}
      >
        {(h) => (
          <tr key={h.id}>
            <td className={tdClass}>
              <a href={staffUrls.submission(h.id)} className="underline">
                {new Date(h.createdAt).toLocaleString("en-GB", { timeZone: "Europe/London" })}
              </a>
            </td>
            <td className={tdClass}>{h.kind}</td>
            <td className={tdClass}>{h.gymLabel ?? "—"}</td>
            <td className={tdClass}>{h.name}</td>
            <td className={`${tdClass} break-all`}>{h.email}</td>
            <td className={tdClass}>{h.reason ? (reasons[h.reason] ?? h.reason) : "Not recorded"}</td>
            <td className={tdClass}>
              <form method="post" action={staffUrls.held} className="flex flex-wrap gap-2">
                <Csrf user={user} />
                <input type="hidden" name="id" value={h.id} />
                <button type="submit" name="intent" value="release" className={primaryButtonClass}>
                  Release
                </button>
                <button type="submit" name="intent" value="spam" className={secondaryButtonClass}>
                  Spam
                </button>
              </form>
            </td>
          </tr>
        )}
      </StaffTable>
    </StaffShell>
  );
}
