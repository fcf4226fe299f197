/** The staff area's screens (presentational: server/staff gives them their data and renders them). */

import type { ReactNode } from "react";
import { ScrollBox } from "#app/components/ui/ScrollBox.tsx";
import {
  type ErasureSummary,
  type LeadStatus,
  leadStatuses,
  type OutboxSummary,
  type StaffFilter,
  type StaffUser,
  type SubmissionDetail,
  type SubmissionSummary,
  submissionKinds,
} from "#contracts/staff.ts";
import {
  buttonClass,
  Csrf,
  inputClass,
  labelClass,
  linkClass,
  quietButtonClass,
  type ShellProps,
  StaffShell,
  when,
} from "./StaffShell";

type Common = Pick<ShellProps, "stylesheets" | "notice">;
type Signed = Common & { user: StaffUser };

const tableClass = "w-full border-collapse text-left text-sm";
const thClass = "border-b-2 border-ink px-2 py-2 font-semibold uppercase tracking-wide";
const tdClass = "border-b border-mist px-2 py-2 align-top";

function Field({ label, name, children }: { label: string; name: string; children?: ReactNode }) {
  return (
    <div>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

export function SignInPage({ stylesheets, notice }: Common) {
  return (
    <StaffShell title="Sign in" stylesheets={stylesheets} notice={notice}>
      <form method="post" action="/staff/sign-in" className="max-w-md space-y-4">
        <p>
          Enter your gym's inbox address. If it may sign in, a link valid for 15 minutes is e-mailed to it.
        </p>
        <Field label="E-mail address" name="email">
          <input id="email" name="email" type="email" autoComplete="email" required className={inputClass} />
        </Field>
        <button type="submit" className={buttonClass}>
          E-mail me a link
        </button>
      </form>
    </StaffShell>
  );
}

export function SignInSentPage({ stylesheets }: Common) {
  return (
    <StaffShell title="Check your inbox" stylesheets={stylesheets}>
      <p className="max-w-prose">
        If that address may sign in, a link is on its way to it. The link works once, for 15 minutes.
      </p>
      <p className="mt-4">
        <a href="/staff/sign-in" className={linkClass}>
          Ask for another link
        </a>
      </p>
    </StaffShell>
  );
}

/** Opening the e-mailed link asks for a click, so a mail scanner that fetches links does not use it up. */
export function LinkConfirmPage({ stylesheets, token }: Common & { token: string }) {
  return (
    <StaffShell title="Sign in" stylesheets={stylesheets}>
      <form method="post" action="/staff/link" className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <p>Continue to the staff area.</p>
        <button type="submit" className={buttonClass}>
          Sign in
        </button>
      </form>
    </StaffShell>
  );
}

export function MessagePage({
  stylesheets,
  user,
  title,
  message,
  back,
}: Common & { user?: StaffUser; title: string; message: string; back?: { href: string; label: string } }) {
  return (
    <StaffShell title={title} stylesheets={stylesheets} user={user}>
      <p className="max-w-prose">{message}</p>
      {back ? (
        <p className="mt-4">
          <a href={back.href} className={linkClass}>
            {back.label}
          </a>
        </p>
      ) : null}
    </StaffShell>
  );
}

/** The current filter as hidden fields: pagination and export post it again. */
function FilterFields({ filter, skipPage }: { filter: StaffFilter; skipPage?: boolean }) {
  const entries: [string, string][] = [];
  for (const key of ["gym", "kind", "status", "from", "to", "q"] as const) {
    const value = filter[key];
    if (value) entries.push([key, value]);
  }
  if (filter.spam) entries.push(["spam", "on"]);
  if (!skipPage) entries.push(["page", String(filter.page)]);
  return (
    <>
      {entries.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export interface ListPageProps extends Signed {
  filter: StaffFilter;
  gyms: { formName: string; name: string }[];
  rows: SubmissionSummary[];
  hasMore: boolean;
}

export function ListPage({ stylesheets, notice, user, filter, gyms, rows, hasMore }: ListPageProps) {
  const management = user.role === "management";
  return (
    <StaffShell title="Submissions" stylesheets={stylesheets} user={user} current="list" notice={notice}>
      {/* POST: the search terms are personal data and stay out of URLs, logs and history. */}
      <form
        method="post"
        action="/staff"
        className="mb-6 grid gap-4 border-2 border-ink bg-chalk p-4 sm:grid-cols-3"
      >
        <Csrf user={user} />
        <input type="hidden" name="page" value="1" />
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
          <button type="submit" className={buttonClass}>
            Filter
          </button>
          <a href="/staff" className={quietButtonClass}>
            Clear
          </a>
        </div>
      </form>
      <form method="post" action="/staff/export" className="mb-4">
        <Csrf user={user} />
        <FilterFields filter={filter} skipPage />
        <button type="submit" className={quietButtonClass}>
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
                <td className={tdClass}>{when(r.createdAt)}</td>
                <th scope="row" className={`${tdClass} font-normal`}>
                  <a href={`/staff/submissions/${r.id}`} className={linkClass}>
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
          <form method="post" action="/staff">
            <Csrf user={user} />
            <FilterFields filter={{ ...filter, page: filter.page - 1 }} />
            <button type="submit" className={quietButtonClass}>
              Newer
            </button>
          </form>
        ) : null}
        {hasMore ? (
          <form method="post" action="/staff">
            <Csrf user={user} />
            <FilterFields filter={{ ...filter, page: filter.page + 1 }} />
            <button type="submit" className={quietButtonClass}>
              Older
            </button>
          </form>
        ) : null}
      </nav>
    </StaffShell>
  );
}

function MessagesTable({
  messages,
  user,
  caption,
  linkSubmissions = false,
}: {
  messages: OutboxSummary[];
  user: StaffUser;
  caption: string;
  /** On the outbox page: each message links to its submission. */
  linkSubmissions?: boolean;
}) {
  return (
    <ScrollBox label={`${caption}: table`}>
      <table className={tableClass}>
        <caption className="mb-2 text-left text-sm text-steel">{caption}</caption>
        <ColumnHeads names={["Message", "Status", "Created", "Action"]} />
        <tbody>
          {messages.map((m) => (
            <tr key={m.id}>
              <th scope="row" className={`${tdClass} font-normal`}>
                #{m.id} {m.purpose} ({m.channel})
                {linkSubmissions && m.submissionId ? (
                  <a href={`/staff/submissions/${m.submissionId}`} className={`${linkClass} block`}>
                    Its submission
                  </a>
                ) : null}
              </th>
              <td className={tdClass}>
                {m.status}
                {m.attempts > 0 ? ` after ${m.attempts} attempt(s)` : ""}
                {m.lastError ? <span className="block break-all text-steel">{m.lastError}</span> : null}
              </td>
              <td className={tdClass}>{when(m.createdAt)}</td>
              <td className={tdClass}>
                {m.status === "dead" ? (
                  <form method="post" action={`/staff/outbox/${m.id}/retry`}>
                    <Csrf user={user} />
                    <button type="submit" className={quietButtonClass}>
                      Retry #{m.id}
                    </button>
                  </form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

export function DetailPage({ stylesheets, notice, user, detail }: Signed & { detail: SubmissionDetail }) {
  return (
    <StaffShell
      title={detail.name || "Submission"}
      stylesheets={stylesheets}
      user={user}
      current="list"
      notice={notice}
    >
      <p className="mb-4">
        <a href="/staff" className={linkClass}>
          Back to the submissions
        </a>
      </p>
      <dl className="mb-6 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">Received</dt>
        <dd>{when(detail.createdAt)}</dd>
        <dt className="font-semibold">Kind</dt>
        <dd>
          {detail.kind}
          {detail.gymLabel ? ` · ${detail.gymLabel}` : ""}
        </dd>
        <dt className="font-semibold">From the page</dt>
        <dd className="break-all">{detail.referer ?? "not known"}</dd>
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

      <h2 className="mb-2 font-display text-2xl font-bold uppercase">Status: {detail.status}</h2>
      <form
        method="post"
        action={`/staff/submissions/${detail.id}/status`}
        className="mb-6 grid max-w-md gap-4"
      >
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
        <button type="submit" className={buttonClass}>
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
              <strong>{e.status}</strong> by {e.actor}, {when(e.createdAt)}
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

export function OutboxPage({ stylesheets, notice, user, messages }: Signed & { messages: OutboxSummary[] }) {
  return (
    <StaffShell title="Outbox" stylesheets={stylesheets} user={user} current="outbox" notice={notice}>
      <p className="mb-4 max-w-prose">
        The most recent messages, newest first. A dead message gave up after its retries; retry sends it
        again.
      </p>
      <MessagesTable messages={messages} user={user} caption="Messages, newest first" linkSubmissions />
    </StaffShell>
  );
}

export function EraseFormPage({ stylesheets, notice, user }: Signed) {
  return (
    <StaffShell
      title="Erase an address"
      stylesheets={stylesheets}
      user={user}
      current="erase"
      notice={notice}
    >
      <form method="post" action="/staff/erase" className="grid max-w-md gap-4">
        <Csrf user={user} />
        <p>
          Deletes every submission made with the address, every message about it and their copies, for an
          erasure request. You are asked to confirm first.
        </p>
        <Field label="E-mail address" name="erase-email">
          <input id="erase-email" name="email" type="email" required className={inputClass} />
        </Field>
        <button type="submit" className={buttonClass}>
          Find what is held
        </button>
      </form>
    </StaffShell>
  );
}

export function EraseConfirmPage({ stylesheets, user, found }: Signed & { found: ErasureSummary }) {
  return (
    <StaffShell title="Confirm erasure" stylesheets={stylesheets} user={user} current="erase">
      <p className="mb-4 max-w-prose">
        Held for <strong className="break-all">{found.email}</strong>: {found.submissions} submission(s),{" "}
        {found.messages} message(s) and {found.files} file copy(ies). Erasure cannot be undone.
      </p>
      <form method="post" action="/staff/erase/confirm" className="flex flex-wrap gap-2">
        <Csrf user={user} />
        <input type="hidden" name="email" value={found.email} />
        <button type="submit" className={buttonClass}>
          Erase everything for this address
        </button>
        <a href="/staff/erase" className={quietButtonClass}>
          Cancel
        </a>
      </form>
    </StaffShell>
  );
}

export function ErasedPage({ stylesheets, user, gone }: Signed & { gone: ErasureSummary }) {
  return (
    <StaffShell
      title="Erased"
      stylesheets={stylesheets}
      user={user}
      current="erase"
      notice={`Erased for ${gone.email}: ${gone.submissions} submission(s), ${gone.messages} message(s), ${gone.files} file(s).`}
    >
      <p>
        <a href="/staff/erase" className={linkClass}>
          Erase another address
        </a>
      </p>
    </StaffShell>
  );
}

/**
 * "What converts": the slot renders whatever the stats module (server/stats, issue 14 point 3) gives the
 * server route in server/staff/routes.ts; until it is wired in, `charts` is null.
 */
export function ChartsPage({ stylesheets, user, charts }: Signed & { charts: ReactNode | null }) {
  return (
    <StaffShell title="What converts" stylesheets={stylesheets} user={user} current="charts">
      <section aria-label="Charts" className="space-y-8">
        {charts ?? <p>The charts are not available yet.</p>}
      </section>
    </StaffShell>
  );
}

/** A table's column headings. */
function ColumnHeads({ names }: { names: string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className={thClass}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
