/**
 * The one plain line `npm start` ends with, for the person who ran it: where the site is, where its data and
 * mail go. Connection strings are reduced to their host: they may carry a password.
 */
import path from "node:path";
import type { Env } from "./env";
import { allowedStaff } from "./staff/auth";

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname.length > 1 ? parsed.pathname : ""}`;
  } catch {
    return "a configured server";
  }
}

export function startupLine(
  env: Pick<Env, "DATABASE_URL" | "SMTP_URL" | "STAFF_EMAILS" | "dataDir">,
  address: { host: string; port: number },
): string {
  const host = address.host === "0.0.0.0" || address.host === "::" ? "localhost" : address.host;
  const site = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}/`;
  const data = env.DATABASE_URL
    ? `data in PostgreSQL at ${hostOf(env.DATABASE_URL)} (spool in ${path.join(env.dataDir, "spool")})`
    : `data in ${env.dataDir}`;
  const mail = env.SMTP_URL
    ? `mail via ${hostOf(env.SMTP_URL)}`
    : `mail written as .eml files to ${path.join(env.dataDir, "outbox")}`;
  // The owner's first run: the staff area opens to no one until STAFF_EMAILS names who may sign in.
  const staff =
    allowedStaff(env.STAFF_EMAILS).size === 0
      ? "; staff sign-in: no STAFF_EMAILS set, so no one can sign in (docs/staff.md)"
      : "";
  return `Novo is running at ${site}; ${data}; ${mail}${staff}. Stop with Ctrl+C.`;
}
