/**
 * What runs on a local fallback instead of the real service: listed at start-up (a loud warning each in
 * production) and in GET /api/health's `fallbacks` field, so a misconfigured production is seen, not
 * discovered from lost mail. A new fallback is one more entry in `fallbackChecks`.
 */
import { builtApiKey } from "#config/env.ts";
import type { Env } from "./env";
import type { StaffAccess } from "./staff/first-access.ts";

export interface Fallback {
  /** Stable identifier, for monitoring: "mail-files", "localhost-origin", ... */
  id: string;
  /** What it means for the owner, and what to set. Never a configured value. */
  message: string;
}

export interface FallbackCheck extends Fallback {
  /** True when this fallback is in use. `now` lets date-based checks (an ended offer) be tested. */
  active: (env: Env, now: Date) => boolean;
}

/**
 * Who may sign in is the staff records' (decision 0028); STAFF_EMAILS only fills an empty table at start. With
 * neither, the staff area lets no one in.
 */
export const NO_STAFF_EMAILS =
  "staff sign-in: no one has access and no STAFF_EMAILS set, so no one can sign in to /staff; set STAFF_EMAILS to the owner's address=management and restart: on an empty staff table it becomes the first access, and management invites everyone else at /staff/people (docs/staff.md)";

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);

export const fallbackChecks: FallbackCheck[] = [
  {
    id: "mail-files",
    message: "SMTP_URL is not set: every e-mail is written as a .eml file under DATA_DIR/outbox and not sent",
    active: (env) => !env.SMTP_URL,
  },
  {
    id: "localhost-origin",
    message: "SITE_ORIGIN is a local address: links in e-mails, canonical URLs and CORS name localhost",
    active: (env) => localHosts.has(new URL(env.SITE_ORIGIN).hostname),
  },
  {
    id: "no-google-key",
    message: "GOOGLE_PLACES_API_KEY is not set: no live Google reviews are shown",
    active: (env) => !env.GOOGLE_PLACES_API_KEY,
  },
  {
    // A site failing on a weekend with no one watching logs tells no one (issue 43).
    id: "no-alert-channel",
    message:
      "ALERT_WEBHOOK_URL and ALERT_SMS_TO are not set: when mail fails or a lead waits past escalation, no alert is sent anywhere; set one (docs/operations.md)",
    active: (env) => !env.ALERT_WEBHOOK_URL && env.ALERT_SMS_TO.length === 0,
  },
  {
    // PGlite is one process on one disk: one instance, so its limits in memory are all there is.
    id: "limits-per-instance",
    message:
      "REDIS_URL is not set: rate limits and hold-for-review counts are kept in this instance's memory, so with two or more instances on this database each counts on its own; set REDIS_URL to share them",
    active: (env) => Boolean(env.DATABASE_URL) && !env.REDIS_URL,
  },
];

/**
 * The staff records as they were at start: with no one in them, no one can sign in (the records only grow by
 * a manager's invitation). Unknown (the database away at start) is not reported as empty.
 */
export function staffFallbacks(access: Pick<StaffAccess, "members">): Fallback[] {
  return access.members === 0 ? [{ id: "no-staff-emails", message: NO_STAFF_EMAILS }] : [];
}

/** Every fallback the site runs on now, as health lists them: configuration, staff records, proxy, content. */
export function siteFallbacks(
  env: Env,
  staffAccess: Pick<StaffAccess, "members">,
  proxyWatch: { fallbacks(): Fallback[] },
  content: { fallbacks(): { file: string; from: string }[] },
): Fallback[] {
  return [
    ...localFallbacks(env),
    ...staffFallbacks(staffAccess),
    ...proxyWatch.fallbacks(),
    ...content.fallbacks().map(({ file, from }) => ({
      id: "content-file",
      message: `content: ${file} is missing or invalid; its ${from} is served until it is corrected`,
    })),
  ];
}

/** The fallbacks in use, in the order of `checks`. */
export function localFallbacks(
  env: Env,
  checks: readonly FallbackCheck[] = fallbackChecks,
  now: Date = new Date(),
): Fallback[] {
  return checks.filter((check) => check.active(env, now)).map(({ id, message }) => ({ id, message }));
}

interface StartupLog {
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string) => void;
}

/**
 * Start-up report: each fallback (a loud warning in production, a note otherwise), where the secrets
 * come from, and an API key the pages do not send (their forms would all be refused).
 */
export function reportConfiguration(env: Env, fallbacks: readonly Fallback[], log: StartupLog): void {
  const production = env.NODE_ENV === "production";
  for (const fallback of fallbacks) {
    if (production) log.warn(`PRODUCTION ON A LOCAL FALLBACK (${fallback.id}): ${fallback.message}`);
    else log.info(`local fallback (${fallback.id}): ${fallback.message}`);
  }
  if (env.generatedSecrets.length > 0)
    log.info(
      `${env.generatedSecrets.join(" and ")} not configured: using this install's own, kept in ${env.dataDir}/secrets.json`,
    );
  if (env.generatedSecrets.includes("IP_HASH_SALT"))
    log.info(
      "IP_HASH_SALT: the one generated once into the database is used, the same for every instance on it (secrets.json keeps a copy)",
    );
  if (env.apiKeySource === "build")
    log.info("API_KEY not configured: using the key the served pages were built with");
  const built = builtApiKey(env.buildDir);
  if (built && built !== env.API_KEY)
    log.error(
      "API_KEY differs from the key the pages were built with: every form will be refused until you rebuild",
    );
}
