/** The staff screens' shared controls and classes (Tailwind's scan of app/ puts them in the stylesheet). */
import type { ReactNode } from "react";
import type { StaffFilter, StaffUser } from "#contracts/staff.ts";
import { staffUrls } from "#contracts/staff-urls.ts";

export const inputClass =
  "w-full rounded-none border-2 border-ink bg-paper px-3 py-2 text-base text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-signal-deep";
export const labelClass = "mb-1 block text-sm font-semibold uppercase tracking-wide";
/** The one action a form is for (yellow). */
export const primaryButtonClass =
  "inline-flex min-h-11 items-center justify-center border-2 border-ink bg-signal px-4 py-2 font-display text-lg font-bold uppercase tracking-wide text-ink hover:bg-signal-deep focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink";
/** A secondary action beside it (paper). */
export const secondaryButtonClass =
  "inline-flex min-h-11 items-center justify-center border-2 border-ink bg-paper px-4 py-2 font-semibold text-ink hover:bg-chalk focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink";
export const linkClass =
  "font-semibold text-ink underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink";
export const tableClass = "w-full border-collapse text-left text-sm";
export const thClass = "border-b-2 border-ink px-2 py-2 font-semibold uppercase tracking-wide";
export const tdClass = "border-b border-mist px-2 py-2 align-top";

/** The hidden CSRF field every state-changing form carries. */
export function Csrf({ user }: { user: StaffUser }) {
  return <input type="hidden" name="csrf" value={user.csrfToken} />;
}

export function Field({ label, name, children }: { label: string; name: string; children?: ReactNode }) {
  return (
    <div>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The current filter as hidden fields: pagination and export post it again. */
/** A filter's fields and values, as a form or a link carries them (empty ones left out). */
function filterEntries(filter: StaffFilter, skipPage?: boolean): [string, string][] {
  const entries: [string, string][] = [];
  for (const key of ["gym", "kind", "status", "from", "to", "q"] as const) {
    const value = filter[key];
    if (value) entries.push([key, value]);
  }
  if (filter.spam) entries.push(["spam", "on"]);
  if (!skipPage && filter.page > 1) entries.push(["page", String(filter.page)]);
  return entries;
}

export function FilterFields({ filter, skipPage }: { filter: StaffFilter; skipPage?: boolean }) {
  return (
    <>
      {filterEntries(filter, skipPage).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** The inbox at this filter and page, as a link (issue 46): a page of it can be reloaded and bookmarked. */
export function inboxHref(filter: StaffFilter): string {
  const query = new URLSearchParams(filterEntries(filter)).toString();
  return query ? `${staffUrls.home}?${query}` : staffUrls.home;
}

/** A table's column headings. */
export function ColumnHeads({ names }: { names: string[] }) {
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

/**
 * A staff list: its sentence for nothing when there are no rows, else a table that scrolls sideways on a
 * narrow screen, with its caption (shown, or for screen readers only), its column heads and a row per item.
 */
export function StaffTable<Row>({
  rows,
  empty,
  caption,
  captionShown = false,
  columns,
  children,
}: {
  rows: readonly Row[];
  empty: string;
  caption: string;
  captionShown?: boolean;
  columns: string[];
  children: (row: Row) => ReactNode;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className={captionShown ? "mb-2 text-left font-semibold" : "sr-only"}>{caption}</caption>
        <ColumnHeads names={columns} />
        <tbody>{rows.map(children)}</tbody>
      </table>
    </div>
  );
}

// Made once: toLocaleString with options builds a formatter on every call, and the outbox page calls this
// for each of its rows (docs/benchmarks.md, issue 46).
const londonDateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  dateStyle: "medium",
  timeStyle: "short",
});

/** A date and time as staff in London read them ("26 Nov 2026, 14:05"). */
export function londonDateTime(iso: string): string {
  return londonDateTimeFormat.format(new Date(iso));
}

/** A wait as staff read it: "4 min", "1 h 5 min", "2 d 3 h". */
export function waitedLabel(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return hours % 24 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${Math.floor(hours / 24)} d`;
}
