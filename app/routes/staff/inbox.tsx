import { ScrollBox } from "#app/components/ui/ScrollBox.tsx";
import {
  ColumnHeads,
  Csrf,
  Field,
  FilterFields,
  inboxHref,
  inputClass,
  linkClass,
  londonDateTime,
  primaryButtonClass,
  secondaryButtonClass,
  tableClass,
  tdClass,
} from "#app/features/staff/controls.tsx";
import { requireStaff, staffContext, valid } from "#app/features/staff/guard.server.ts";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import { WaitingLeads } from "#app/features/staff-charts/FirstContactCharts.tsx";
import { ReviewsOverBudget } from "#app/features/staff-reviews/ReviewsUsage.tsx";
import { useGyms } from "#app/lib/use-gyms.ts";
import { leadStatuses, MANAGEMENT_ROLE, staffFilterOf, submissionKinds } from "#contracts/staff.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/inbox";

/**
 * The submissions the user may see, newest first: the filter, search and page are the URL's query (issue 46),
 * so a page of the inbox can be linked, reloaded and bookmarked; reading needs no CSRF token. The query is
 * kept out of the logs (server/logging.ts) and out of other sites' Referer (the staff area's policy).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const staff = staffContext(context);
  const asked = Object.fromEntries(new URL(request.url).searchParams);
  const filtered = Object.keys(asked).length > 0;
  const list = await staff.listSubmissions(user.role, valid(staffFilterOf(asked)));
  // The leads waiting are the inbox's front page; a filtered or later page is about its rows.
  const waitingLeads = filtered ? null : await staff.waitingLeads(user.role);
  // Management hears here, where it starts, when the month's Google review calls are used up (issue 45).
  const reviewsOverBudget = user.role === MANAGEMENT_ROLE && (await staff.reviewsUsage()).overBudget;
  return {
    user,
    ...list,
    filtered,
    waiting: await staff.waitingForDatabase(),
    waitingLeads,
    reviewsOverBudget,
  };
}

export default function InboxRoute({ loaderData }: Route.ComponentProps) {
  const { user, filter, rows, hasMore, filtered, waiting, waitingLeads, reviewsOverBudget } = loaderData;
  const management = user.role === MANAGEMENT_ROLE;
  const gyms = useGyms();
  return (
    <StaffShell
      title="Submissions"
      user={user}
      current="list"
      notice={filtered ? `${rows.length} shown on this page.` : undefined}
    >
      {waiting > 0 ? (
        <p role="status" className="mb-4 border-2 border-ink bg-chalk p-3">
          {`${waiting} submission(s) received while the database could not take them are kept on this server's disk; they join this list as soon as the database takes writes again.`}
        </p>
      ) : null}
      {reviewsOverBudget ? <ReviewsOverBudget /> : null}
      {waitingLeads ? (
        <section aria-labelledby="waiting-heading" className="mb-6">
          <h2 id="waiting-heading" className="mb-2 font-display text-2xl font-bold uppercase">
            Waiting for a first contact
          </h2>
          <WaitingLeads waiting={waitingLeads} />
        </section>
      ) : null}
      <form
        method="get"
        action={staffUrls.home}
        className="mb-6 grid gap-4 border-2 border-ink bg-chalk p-4 sm:grid-cols-3"
      >
        <Field label="Name or e-mail" name="q">
          <input id="q" name="q" type="search" defaultValue={filter.q ?? ""} className={inputClass} />
        </Field>
        {management ? (
          <Field label="Gym" name="gym">
            <select id="gym" name="gym" defaultValue={filter.gym ?? ""} className={inputClass}>
              <option value="">All</option>
              {gyms.map((g) => (
                <option key={g.formName} value={g.formName}>
                  {g.name}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Field label="Kind" name="kind">
          <select id="kind" name="kind" defaultValue={filter.kind ?? ""} className={inputClass}>
            <option value="">All</option>
            {(management ? submissionKinds : submissionKinds.slice(0, 2)).map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Status" name="status">
          <select id="status" name="status" defaultValue={filter.status ?? ""} className={inputClass}>
            <option value="">All</option>
            {leadStatuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field label="From (date)" name="from">
          <input id="from" name="from" type="date" defaultValue={filter.from ?? ""} className={inputClass} />
        </Field>
        <Field label="To (date)" name="to">
          <input id="to" name="to" type="date" defaultValue={filter.to ?? ""} className={inputClass} />
        </Field>
        <div className="flex items-center gap-2">
          <input id="spam" name="spam" type="checkbox" defaultChecked={filter.spam} className="size-5" />
          <label htmlFor="spam">Show spam</label>
        </div>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2">
          <button type="submit" className={primaryButtonClass}>
            Filter
          </button>
          <a href={staffUrls.home} className={secondaryButtonClass}>
            Clear
          </a>
        </div>
      </form>
      <form method="post" action={staffUrls.exportCsv} className="mb-4">
        <Csrf user={user} />
        <FilterFields filter={filter} skipPage />
        <button type="submit" className={secondaryButtonClass}>
          Export these as CSV
        </button>
      </form>
      <ScrollBox label="Submissions: table">
        <table className={tableClass}>
          <caption className="mb-2 text-left text-sm text-steel">
            Newest first, page {filter.page}. {rows.length === 0 ? "Nothing matches." : ""}
          </caption>
          <ColumnHeads names={["Received", "Name", "Kind", "Status"]} />
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td className={tdClass}>{londonDateTime(r.createdAt)}</td>
                <th scope="row" className={`${tdClass} font-normal`}>
                  <a href={staffUrls.submission(r.id)} className={linkClass}>
                    {r.name || "(no name)"}
                  </a>
                  <span className="block break-all text-steel">{r.email}</span>
                  {r.held ? (
                    <span className="mr-1 bg-signal px-1 text-xs font-bold">HELD FOR REVIEW</span>
                  ) : null}
                  {r.spam ? <span className="bg-danger px-1 text-xs font-bold text-paper">SPAM</span> : null}
                </th>
                <td className={tdClass}>
                  {r.kind}
                  {r.gymLabel ? <span className="block text-steel">{r.gymLabel}</span> : null}
                </td>
                <td className={tdClass}>{r.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <nav aria-label="Pages" className="mt-4 flex gap-2">
        {filter.page > 1 ? (
          <a href={inboxHref({ ...filter, page: filter.page - 1 })} className={secondaryButtonClass}>
            Newer
          </a>
        ) : null}
        {hasMore ? (
          <a href={inboxHref({ ...filter, page: filter.page + 1 })} className={secondaryButtonClass}>
            Older
          </a>
        ) : null}
      </nav>
    </StaffShell>
  );
}
