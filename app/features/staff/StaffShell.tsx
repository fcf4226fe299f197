/**
 * The staff area's page shell and shared controls: server-rendered HTML (server/staff renders these with
 * react-dom/server), plain forms, no client script. Tailwind's scan of app/ generates these classes into
 * the site's stylesheet, which the shell links.
 */
import type { ReactNode } from "react";
import type { StaffUser } from "#contracts/staff.ts";

export interface ShellProps {
  title: string;
  /** The site's built stylesheet and font preloads (hrefs), read from the build at start-up. */
  stylesheets: { stylesheets: string[]; fonts: string[] };
  user?: StaffUser;
  /** The current section, marked aria-current in the navigation. */
  current?: "list" | "outbox" | "erase" | "charts";
  /** A message for role=status (e.g. "Status saved"). */
  notice?: string;
  children: ReactNode;
}

export const inputClass =
  "w-full rounded-none border-2 border-ink bg-paper px-3 py-2 text-base text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-signal-deep";
export const labelClass = "mb-1 block text-sm font-semibold uppercase tracking-wide";
export const buttonClass =
  "inline-flex min-h-11 items-center justify-center border-2 border-ink bg-signal px-4 py-2 font-display text-lg font-bold uppercase tracking-wide text-ink hover:bg-signal-deep focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink";
export const quietButtonClass =
  "inline-flex min-h-11 items-center justify-center border-2 border-ink bg-paper px-4 py-2 font-semibold text-ink hover:bg-chalk focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink";
export const linkClass =
  "font-semibold text-ink underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink";

/** The hidden CSRF field every state-changing form carries. */
export function Csrf({ user }: { user: StaffUser }) {
  return <input type="hidden" name="csrf" value={user.csrfToken} />;
}

const sections: {
  key: NonNullable<ShellProps["current"]>;
  href: string;
  label: string;
  management?: true;
}[] = [
  { key: "list", href: "/staff", label: "Submissions" },
  { key: "outbox", href: "/staff/outbox", label: "Outbox" },
  { key: "charts", href: "/staff/charts", label: "What converts", management: true },
  { key: "erase", href: "/staff/erase", label: "Erase", management: true },
];

export function StaffShell({ title, stylesheets, user, current, notice, children }: ShellProps) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · Novo staff`}</title>
        {stylesheets.fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {stylesheets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="min-h-screen bg-paper font-sans text-ink">
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
              <form method="post" action="/staff/sign-out" className="flex items-center gap-3">
                <Csrf user={user} />
                <span className="text-sm text-mist">
                  {user.email} · {user.roleLabel}
                </span>
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
                  .filter((s) => !s.management || user.role === "management")
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
          <div role="status">
            {notice ? <p className="mb-4 border-l-4 border-success bg-chalk px-3 py-2">{notice}</p> : null}
          </div>
          {children}
        </main>
      </body>
    </html>
  );
}

/** A London date and time, as staff read them. */
export function when(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", {
    timeZone: "Europe/London",
    dateStyle: "medium",
    timeStyle: "short",
  });
}
