/**
 * The staff area's page frame: its header, navigation and main landmark, inside the root document (which
 * renders a staff route with no site chrome and no client script: app/root.tsx). Plain forms throughout.
 */
import type { ReactNode } from "react";
import { MANAGEMENT_ROLE, type StaffUser } from "#contracts/staff.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import { Csrf, linkClass } from "./controls";
import { IncidentBanner } from "./IncidentBanner";

export type StaffSection =
  | "list"
  | "tours"
  | "outbox"
  | "held"
  | "erase"
  | "charts"
  | "content"
  | "sources"
  | "spend"
  | "reviews"
  | "people"
  | "account";

export interface StaffShellProps {
  title: string;
  user?: StaffUser;
  /** The current section, marked aria-current in the navigation. */
  current?: StaffSection;
  /** A message for role=status (e.g. "Status saved"). */
  notice?: string;
  children: ReactNode;
}

const sections: { key: StaffSection; href: string; label: string; managementOnly?: true }[] = [
  { key: "list", href: staffUrls.home, label: "Submissions" },
  { key: "tours", href: staffUrls.tours, label: "Tours" },
  { key: "outbox", href: staffUrls.outbox, label: "Outbox" },
  { key: "content", href: staffUrls.content, label: "Content" },
  { key: "held", href: staffUrls.held, label: "Held", managementOnly: true },
  { key: "charts", href: staffUrls.charts, label: "What converts", managementOnly: true },
  { key: "sources", href: staffUrls.sources, label: "Lead sources" },
  { key: "spend", href: staffUrls.spend, label: "Spend", managementOnly: true },
  { key: "reviews", href: staffUrls.reviews, label: "Google reviews", managementOnly: true },
  { key: "erase", href: staffUrls.erase, label: "Erase", managementOnly: true },
  { key: "people", href: staffUrls.people, label: "Staff", managementOnly: true },
  { key: "account", href: staffUrls.account, label: "Your account" },
];

export function StaffShell({ title, user, current, notice, children }: StaffShellProps) {
  return (
    <>
      {/* React places these in the document's head. */}
      <title>{`${title} · Novo staff`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <a
        href="#main"
        className="sr-only bg-signal px-4 py-2 font-semibold text-ink focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="bg-ink text-chalk">
        <div className="mx-auto flex max-w-site flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-display text-2xl font-bold uppercase tracking-wide">
            Novo <span className="text-signal">staff</span>
          </p>
          {user ? (
            <form method="post" action={staffUrls.signOut} className="flex items-center gap-3">
              <Csrf user={user} />
              <span className="text-sm text-mist">{`${user.email} · ${user.roleLabel}`}</span>
              <button
                type="submit"
                className="min-h-11 border-2 border-chalk px-3 text-sm font-semibold text-chalk hover:bg-ink-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-signal"
              >
                Sign out
              </button>
            </form>
          ) : null}
        </div>
        {user ? (
          <nav aria-label="Staff" className="mx-auto max-w-site px-4 pb-3">
            <ul className="flex flex-wrap gap-2">
              {sections
                .filter((s) => !s.managementOnly || user.role === MANAGEMENT_ROLE)
                .map((s) => (
                  <li key={s.key}>
                    <a
                      href={s.href}
                      aria-current={current === s.key ? "page" : undefined}
                      className="inline-flex min-h-11 items-center px-3 font-semibold text-chalk underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-signal aria-[current=page]:bg-signal aria-[current=page]:text-ink"
                    >
                      {s.label}
                    </a>
                  </li>
                ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-site px-4 py-6">
        <h1 className="mb-4 font-display text-4xl font-bold uppercase leading-none">{title}</h1>
        <IncidentBanner />
        <div role="status">
          {notice ? <p className="mb-4 border-l-4 border-success bg-chalk px-3 py-2">{notice}</p> : null}
        </div>
        {children}
      </main>
    </>
  );
}

/** A page that only says something, with a way on. */
export function StaffMessage({
  user,
  title,
  message,
  back,
}: {
  user?: StaffUser;
  title: string;
  message: string;
  back?: { href: string; label: string };
}) {
  return (
    <StaffShell title={title} user={user}>
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
