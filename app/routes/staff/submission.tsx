import { SourceDetails } from "#app/features/attribution/SourceDetails.tsx";
import {
  Csrf,
  Field,
  inputClass,
  linkClass,
  londonDateTime,
  primaryButtonClass,
  secondaryButtonClass,
  waitedLabel,
} from "#app/features/staff/controls.tsx";
import { refusal, requireStaff, staffContext } from "#app/features/staff/guard.server.ts";
import { MessagesTable } from "#app/features/staff/MessagesTable.tsx";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import { type LeadStatus, leadStatuses, tourStatusLabels } from "#contracts/staff.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/submission";

const contactHowLabels: Record<string, string> = {
  status: "status changed",
  call: "call logged",
  email: "e-mail logged",
  "one-press": "marked from the notification",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  // Another gym's submission is "not found": its existence is not theirs to know.
  const detail = await staffContext(context).submissionDetail(user.role, params.id);
  if (!detail) throw refusal(404, "There is no such submission here.");
  const saved = new URL(request.url).searchParams.has("saved");
  return { user, detail, saved };
}

export default function SubmissionRoute({ loaderData }: Route.ComponentProps) {
  const { user, detail, saved } = loaderData;
  return (
    <StaffShell
      title={detail.name || "Submission"}
      user={user}
      current="list"
      notice={saved ? "Status saved." : undefined}
    >
      <p className="mb-4">
        <a href={staffUrls.home} className={linkClass}>
          Back to the submissions
        </a>
      </p>
      <dl className="mb-6 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">Received</dt>
        <dd>{londonDateTime(detail.createdAt)}</dd>
        <dt className="font-semibold">Kind</dt>
        <dd>
          {detail.kind}
          {detail.gymLabel ? ` · ${detail.gymLabel}` : ""}
        </dd>
        <dt className="font-semibold">From the page</dt>
        <dd className="break-all">{detail.referer ?? "not known"}</dd>
        <SourceDetails source={detail.source} />
        <dt className="font-semibold">Flags</dt>
        <dd>
          {[detail.held ? "held for review (not mailed)" : "", detail.spam ? "spam (honeypot filled)" : ""]
            .filter(Boolean)
            .join(", ") || "none"}
        </dd>
        {detail.fields.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold">{k}</dt>
            <dd className="break-words whitespace-pre-wrap">{v}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mb-2 font-display text-2xl font-bold uppercase">Tours</h2>
      {detail.tours.length === 0 ? (
        <p className="mb-6">No tour booked with this e-mail address at this gym.</p>
      ) : (
        <ul className="mb-6 space-y-2">
          {detail.tours.map((tour) => (
            <li key={tour.id} className="border-l-4 border-signal pl-3">
              <strong>{londonDateTime(tour.startsAt)}</strong>
              {` · ${tourStatusLabels[tour.status]}`}
            </li>
          ))}
        </ul>
      )}
      {detail.tours.length > 0 ? (
        <p className="mb-6">
          <a href={staffUrls.tours} className={linkClass}>
            All tours, to mark attended or a no-show
          </a>
        </p>
      ) : null}

      <h2 className="mb-2 font-display text-2xl font-bold uppercase">First contact</h2>
      {detail.firstContact ? (
        <p className="mb-4">
          {`${londonDateTime(detail.firstContact.at)} by ${detail.firstContact.by} (${contactHowLabels[detail.firstContact.how] ?? detail.firstContact.how}), after ${waitedLabel(detail.firstContact.staffedSeconds)} of staffed time (${waitedLabel(detail.firstContact.clockSeconds)} on the clock).`}
        </p>
      ) : (
        <p className="mb-4">Not contacted yet. Log a call or an e-mail once you have made it.</p>
      )}
      <div className="mb-6 flex flex-wrap gap-3">
        {(["call", "email"] as const).map((how) => (
          <form key={how} method="post" action={staffUrls.logContact(detail.id)}>
            <Csrf user={user} />
            <input type="hidden" name="how" value={how} />
            <button type="submit" className={secondaryButtonClass}>
              {how === "call" ? "Log a call" : "Log an e-mail"}
            </button>
          </form>
        ))}
      </div>

      <h2 className="mb-2 font-display text-2xl font-bold uppercase">Status: {detail.status}</h2>
      <form method="post" action={staffUrls.submissionStatus(detail.id)} className="mb-6 grid max-w-md gap-4">
        <Csrf user={user} />
        <Field label="New status" name="new-status">
          <select id="new-status" name="status" defaultValue={detail.status} className={inputClass}>
            {leadStatuses.map((s: LeadStatus) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Note (optional)" name="note">
          <textarea id="note" name="note" rows={3} maxLength={2000} className={inputClass} />
        </Field>
        <button type="submit" className={primaryButtonClass}>
          Save status
        </button>
      </form>

      <h2 className="mb-2 font-display text-2xl font-bold uppercase">History</h2>
      {detail.events.length === 0 ? (
        <p className="mb-6">No changes yet.</p>
      ) : (
        <ol className="mb-6 space-y-2">
          {detail.events.map((e) => (
            <li key={`${e.createdAt}-${e.status}`} className="border-l-4 border-signal pl-3">
              <strong>{e.status}</strong> by {e.actor}, {londonDateTime(e.createdAt)}
              {e.note ? <span className="block whitespace-pre-wrap">{e.note}</span> : null}
            </li>
          ))}
        </ol>
      )}

      <h2 className="mb-2 font-display text-2xl font-bold uppercase">Messages</h2>
      <MessagesTable messages={detail.messages} user={user} caption="Messages this submission caused" />
    </StaffShell>
  );
}
