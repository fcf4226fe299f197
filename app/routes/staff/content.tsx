/**
 * Content (/staff/content): the way into the owner's editor and its change log (decision 0017). Opening it
 * hands the session's cookie to the editor's own paths (Keystatic fixes them outside /staff), then links
 * there. The log lists who changed which entry and when, newest first, each with "Put back" (the version
 * before that change), for management and for a gym's own entries.
 */
import { data } from "react-router";
import { Csrf, linkClass, primaryButtonClass, StaffTable, tdClass } from "#app/features/staff/controls.tsx";
import { requireStaff, staffContext } from "#app/features/staff/guard.server.ts";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import { allGymsOf } from "#contracts/content/gyms.server.ts";
import { type ContentBehind, MANAGEMENT_ROLE } from "#contracts/staff.ts";
import { editorUrls, staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/content";

/** How many of the latest changes are read; a gym sees those of its own entries among them. */
const LOG_LENGTH = 200;

const kindLabels = { save: "Saved", delete: "Deleted", restore: "Put back" } as const;
const placeStatusLabels = { draft: "Draft (not published)", open: "Open", closed: "Closed" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const staff = staffContext(context);
  const places = await allGymsOf(context);
  const changes = (await staff.contentChanges(user, LOG_LENGTH)).map((change) => ({
    id: change.id,
    entry: change.entry,
    kind: change.kind,
    actor: change.actor,
    changedAt: change.changedAt,
    restoredFrom: change.restoredFrom,
    previous: change.previous,
  }));
  // Management's: entries the owner changed whose shipped version a deploy changed too.
  const differing = user.role === MANAGEMENT_ROLE ? (await staff.contentDifferences()).length : 0;
  // Management's: this instance could not follow the live content (issue 36), as /api/health says.
  const behind = user.role === MANAGEMENT_ROLE ? staff.contentBehind() : null;
  const restored = new URL(request.url).searchParams.get("restored") === "1";
  const headers = new Headers();
  for (const cookie of await staff.editorCookies()) headers.append("set-cookie", cookie);
  // Management's: every place, drafts and closed ones too, with its status and a preview (decision 0030).
  const placeRows =
    user.role === MANAGEMENT_ROLE
      ? places.map((place) => ({
          id: place.id,
          name: place.name,
          status: place.status,
          pageLink: place.pageLink,
        }))
      : [];
  return data({ user, changes, restored, differing, behind, places: placeRows }, { headers });
}

/** What this instance serves when it could not follow the live content, and why. */
function BehindNotice({ behind }: { behind: ContentBehind }) {
  const reached = behind.latest === null ? "the latest version" : `version ${behind.latest}`;
  const missing = behind.missing.length > 0 ? ` Missing: ${behind.missing.join(", ")}.` : "";
  return (
    <div role="status" className="mb-8 max-w-prose border-l-4 border-current p-4">
      <h2 className="font-display text-xl font-bold uppercase">This server is behind</h2>
      <p>
        {`It serves content version ${behind.serving} and could not reach ${reached}: ${behind.reason}.${missing} ` +
          "Everything else of the latest content is live here; it tries again every few seconds."}
      </p>
    </div>
  );
}

export default function ContentRoute({ loaderData }: Route.ComponentProps) {
  const { user, changes, restored, differing, behind, places } = loaderData;
  return (
    <StaffShell
      title="Content"
      user={user}
      current="content"
      notice={restored ? "Put back: the earlier version is live." : undefined}
    >
      <p className="mb-4 max-w-prose">
        Change the site's offers, prices and opening hours in the editor. A save is live on the site within
        seconds. Every save is listed below, and any change can be put back.
      </p>
      <p className="mb-8">
        <a href={editorUrls.admin} className={primaryButtonClass}>
          Open the editor
        </a>
      </p>
      {behind ? <BehindNotice behind={behind} /> : null}
      {differing > 0 ? (
        <p className="mb-8 max-w-prose">
          {`${differing === 1 ? "1 entry" : `${differing} entries`} you changed ${differing === 1 ? "has" : "have"} a different version in the last deploy; yours stays live. `}
          <a href={staffUrls.contentDifferences} className={linkClass}>
            See the differences
          </a>
        </p>
      ) : null}
      {places.length > 0 ? (
        <>
          <h2 className="mb-3 font-display text-2xl font-bold uppercase">Places</h2>
          <p className="mb-4 max-w-prose">
            A place is an entry under Gyms in the editor. Save a new one as a draft, preview it here, then set
            its status to open: it is listed everywhere within seconds.
          </p>
          <div className="mb-10">
            <StaffTable
              rows={places}
              empty="No places yet."
              caption="Places, with their status"
              columns={["Place", "Status", "Address", "Preview"]}
            >
              {(place) => (
                <tr key={place.id}>
                  <td className={tdClass}>{place.name}</td>
                  <td className={tdClass}>{placeStatusLabels[place.status]}</td>
                  <td className={tdClass}>{place.pageLink}</td>
                  <td className={tdClass}>
                    <a
                      href={staffUrls.placePreview(place.id)}
                      className={linkClass}
                      aria-label={`Preview ${place.name}`}
                    >
                      Preview
                    </a>
                  </td>
                </tr>
              )}
            </StaffTable>
          </div>
        </>
      ) : null}
      <h2 className="mb-3 font-display text-2xl font-bold uppercase">Changes</h2>
      <StaffTable
        rows={changes}
        empty="No changes yet."
        caption="Content changes, newest first"
        columns={["When", "Entry", "Change", "By", "Version before", "Put back"]}
      >
        {(change) => (
          <tr key={change.id}>
            <td className={tdClass}>
              {new Date(change.changedAt).toLocaleString("en-GB", { timeZone: "Europe/London" })}
            </td>
            <td className={tdClass}>{change.entry}</td>
            <td className={tdClass}>
              {kindLabels[change.kind]}
              {change.restoredFrom ? ` (before change ${change.restoredFrom})` : ""}
              <span className="block text-xs">{`Change ${change.id}`}</span>
            </td>
            <td className={`${tdClass} break-all`}>{change.actor}</td>
            <td className={tdClass}>
              {change.previous === null ? (
                "None: the entry was new"
              ) : (
                <details>
                  <summary className={linkClass}>Show</summary>
                  <pre className="mt-2 max-w-md overflow-x-auto whitespace-pre-wrap text-xs">
                    {change.previous}
                  </pre>
                </details>
              )}
            </td>
            <td className={tdClass}>
              <form method="post" action={staffUrls.restoreChange(change.id)}>
                <Csrf user={user} />
                <button
                  type="submit"
                  className={primaryButtonClass}
                  aria-label={`Put back ${change.entry} as it was before change ${change.id}`}
                >
                  Put back
                </button>
              </form>
            </td>
          </tr>
        )}
      </StaffTable>
    </StaffShell>
  );
}
