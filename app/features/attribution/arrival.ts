/**
 * The two facts a visit's source is read from, taken when the site's script first runs (the root's first
 * effect), before any in-site navigation changes the address: the URL the visitor landed on and the
 * referrer. Only the raw strings, kept in memory: reading them into a lead's source is the forms' work
 * (landing.ts), so the code that does it loads with a form, not with every page (issue 44).
 */
export interface Arrival {
  href: string;
  referrer: string;
}

let arrival: Arrival | null = null;

/** Notes where this page load arrived, once. */
export function rememberArrival(): void {
  if (arrival || typeof window === "undefined") return;
  arrival = { href: window.location.href, referrer: document.referrer };
}

/** Where this page load arrived, once the site's script has run. */
export function arrivalOf(): Arrival | null {
  return arrival;
}
