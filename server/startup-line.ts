/**
 * The one plain line `npm start` ends with, for the person who ran it: where the site is, where its data and
 * mail go. Connection strings are reduced to their host: they may carry a password.
 */
import path from "node:path";
import type { Env } from "./env";
import type { StaffAccess } from "./staff/first-access.ts";

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname.length > 1 ? parsed.pathname : ""}`;
  } catch {
    return "a configured server";
  }
}

export function startupLine(
  env: Pick<Env, "DATABASE_URL" | "SMTP_URL" | "dataDir">,
  address: { host: string; port: number },
  staff: StaffAccess,
): string {
  const host = address.host === "0.0.0.0" || address.host === "::" ? "localhost" : address.host;
  const site = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}/`;
  const data = env.DATABASE_URL
    ? `data in PostgreSQL at ${hostOf(env.DATABASE_URL)} (spool in ${path.join(env.dataDir, "spool")})`
    : `data in ${env.dataDir}`;
  const mail = env.SMTP_URL
    ? `mail via ${hostOf(env.SMTP_URL)}`
    : `mail written as .eml files to ${path.join(env.dataDir, "outbox")}`;
  return `Novo is running at ${site}; ${data}; ${mail}${staffPart(staff)}. Stop with Ctrl+C.`;
}

/** Who can sign in, and what STAFF_EMAILS did: the first access on an empty table, or nothing (decision 0028). */
function staffPart(staff: StaffAccess): string {
  const people = (n: number) => (n === 1 ? "1 person" : `${n} people`);
  // The owner's first run: the staff area opens to no one until STAFF_EMAILS names the owner.
  if (staff.members === 0)
    return "; staff sign-in: no one has access and no STAFF_EMAILS set, so no one can sign in (docs/staff.md)";
  if (staff.seeded > 0)
    return `; staff sign-in: STAFF_EMAILS gave ${people(staff.seeded)} first access; from now on management invites and removes staff at /staff/people, and STAFF_EMAILS is ignored`;
  if (staff.configured > 0)
    return `; staff sign-in: ${staff.members === null ? "the staff records" : `${people(staff.members)} with access`} kept at /staff/people; STAFF_EMAILS is ignored (it only gives first access to an empty staff table)`;
  return "";
}
