/**
 * The one plain line `npm start` ends with, for the person who ran it: where the site is, where its data and
 * mail go. Connection strings are reduced to their host: they may carry a password.
 */
import path from "node:path";
import type { Env } from "./env";

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
): string {
  const host = address.host === "0.0.0.0" || address.host === "::" ? "localhost" : address.host;
  const site = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}/`;
  const data = env.DATABASE_URL
    ? `data in PostgreSQL at ${hostOf(env.DATABASE_URL)} (spool in ${path.join(env.dataDir, "spool")})`
    : `data in ${env.dataDir}`;
  const mail = env.SMTP_URL
    ? `mail via ${hostOf(env.SMTP_URL)}`
    : `mail written as .eml files to ${path.join(env.dataDir, "outbox")}`;
  return `Novo is running at ${site}; ${data}; ${mail}. Stop with Ctrl+C.`;
}
