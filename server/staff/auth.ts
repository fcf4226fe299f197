/**
 * Staff sign-in: one-time links (only their SHA-256 is stored, single use, 15 minutes) and
 * database sessions (the cookie holds a random id, the table its SHA-256; 8 hours idle, sliding).
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { type GymLocation, gymNameOf } from "#contracts/content/gym-location.ts";
import { MANAGEMENT_ROLE, type StaffRole } from "#contracts/staff.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Db } from "#server/db/client.ts";
import { outbox, type StaffSessionRow, staffSessions, staffSignInTokens } from "#server/db/schema.ts";
import { staffSignInMail } from "#server/mail/templates.ts";
import { deleteEmlFiles, emlFilesFor } from "#server/privacy/eml.ts";

export const LINK_TTL_MS = 15 * 60 * 1000;
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** STAFF_SESSION_MAX_HOURS's default. */
export const SESSION_MAX_HOURS = 24;
/** How recent a sign-in erasure needs (issue 21.7). */
export const RECENT_SIGN_IN_MS = 15 * 60 * 1000;
/** lastSeenAt is written at most this often, not on every page. */
const TOUCH_EVERY_MS = 60 * 1000;

export const MANAGEMENT = MANAGEMENT_ROLE;

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(sha256(a));
  const y = Buffer.from(sha256(b));
  return timingSafeEqual(x, y);
}

/** `gyms`: as the content has them now, so the label follows a renamed gym. */
export function roleLabel(role: StaffRole, gyms: readonly GymLocation[]): string {
  if (role === MANAGEMENT) return "Management";
  return gymNameOf(gyms, role);
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function writeLink(
  tx: Tx | Db,
  options: { email: string; role: StaffRole; siteOrigin: string; now: Date },
): Promise<string> {
  const token = randomToken();
  const link = `${options.siteOrigin}${staffUrls.link(token)}`;
  await tx.insert(staffSignInTokens).values({
    tokenHash: sha256(token),
    email: options.email,
    role: options.role,
    expiresAt: new Date(options.now.getTime() + LINK_TTL_MS),
    createdAt: options.now,
  });
  const mail = await staffSignInMail(link, LINK_TTL_MS / 60_000);
  await tx.insert(outbox).values({
    submissionId: null,
    channel: "email",
    purpose: "staff-sign-in",
    recipient: options.email,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    createdAt: options.now,
  });
  return token;
}

/** Stores a link's token (hashed) and its e-mail in the outbox, in one transaction. Returns the token. */
export async function issueLink(
  db: Db,
  options: { email: string; role: StaffRole; siteOrigin: string; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date();
  return db.transaction((tx) => writeLink(tx, { ...options, now }));
}

/** Any constant: with the inbox, it keys the lock that makes "one live link per inbox" hold under a race. */
const SIGN_IN_LOCK = 214_002;

/**
 * What became of a sign-in request for an allowed inbox:
 * - mailed: a new link went to the outbox;
 * - link-live: a link mailed earlier is unused and unexpired, and stays valid; no new mail;
 * - hourly-cap: the inbox was mailed `mailsPerHour` links in the last hour; no new mail.
 */
export type SignInOutcome = "mailed" | "link-live" | "hourly-cap";

/**
 * Mails an inbox a link unless it has a live one or has had `mailsPerHour` in the last hour, whoever asks
 * (issue 21.4). Anyone may ask for a public inbox's link, so the inbox, not the asker, is what is counted;
 * and since a live link is never replaced, asking again can neither flood the inbox nor lock its owner out.
 * With links valid 15 minutes, a cap of 4 an hour always leaves a valid link within the hour.
 */
export async function requestSignInLink(
  db: Db,
  options: { email: string; role: StaffRole; siteOrigin: string; mailsPerHour: number; now?: Date },
): Promise<SignInOutcome> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK}, hashtext(${options.email}))`);
    const [live] = await tx
      .select({ n: count() })
      .from(staffSignInTokens)
      .where(
        and(
          eq(staffSignInTokens.email, options.email),
          isNull(staffSignInTokens.usedAt),
          gt(staffSignInTokens.expiresAt, now),
        ),
      );
    if ((live?.n ?? 0) > 0) return "link-live";
    const [mailed] = await tx
      .select({ n: count() })
      .from(outbox)
      .where(
        and(
          eq(outbox.purpose, "staff-sign-in"),
          eq(outbox.recipient, options.email),
          gt(outbox.createdAt, new Date(now.getTime() - 60 * 60 * 1000)),
        ),
      );
    if ((mailed?.n ?? 0) >= options.mailsPerHour) return "hourly-cap";
    await writeLink(tx, { ...options, now });
    return "mailed";
  });
}

/** Uses a link: the token's row, if it was unused and unexpired (and is now used); null otherwise. */
export async function consumeLink(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .update(staffSignInTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffSignInTokens.tokenHash, sha256(token)),
        isNull(staffSignInTokens.usedAt),
        gt(staffSignInTokens.expiresAt, now),
      ),
    )
    .returning({ email: staffSignInTokens.email, role: staffSignInTokens.role });
  return row ?? null;
}

/**
 * Once an inbox has signed in, the .eml files of its sign-in mails (the file mailer's deliveries, when
 * there is no SMTP_URL) go: a link is a credential and is not kept on disk. Returns the files removed.
 */
export async function forgetSignInMails(db: Db, dataDir: string, email: string): Promise<number> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.purpose, "staff-sign-in"), eq(outbox.recipient, email)));
  return (
    await deleteEmlFiles(
      await emlFilesFor(
        dataDir,
        rows.map((r) => r.id),
      ),
    )
  ).length;
}

/** A new session (a new id at every sign-in: an old cookie is never upgraded). Returns the cookie value. */
export async function createSession(db: Db, who: { email: string; role: StaffRole }): Promise<string> {
  const id = randomToken();
  await db.insert(staffSessions).values({
    idHash: sha256(id),
    csrfToken: randomToken(),
    email: who.email,
    role: who.role,
  });
  return id;
}

/**
 * The session behind a cookie, if it exists, has not been idle for 8 hours and is younger than its absolute
 * lifetime (STAFF_SESSION_MAX_HOURS, from sign-in); touches it (the idle timeout slides, the lifetime not).
 */
export async function findSession(
  db: Db,
  id: string,
  now = new Date(),
  maxHours = SESSION_MAX_HOURS,
): Promise<StaffSessionRow | null> {
  const idHash = sha256(id);
  const [row] = await db.select().from(staffSessions).where(eq(staffSessions.idHash, idHash));
  if (!row) return null;
  if (
    now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS ||
    now.getTime() - row.createdAt.getTime() > maxHours * 60 * 60 * 1000
  ) {
    await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, idHash));
  return row;
}

/**
 * Whether the session was signed in within `withinMs` (a session is made at sign-in, so its createdAt is
 * that moment). Erasure asks for this: a session left open on a shared desk must sign in again first.
 */
export function requireRecentSignIn(
  session: Pick<StaffSessionRow, "createdAt">,
  withinMs = RECENT_SIGN_IN_MS,
  now = new Date(),
): boolean {
  return now.getTime() - session.createdAt.getTime() <= withinMs;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, sha256(id)));
}

/** Expired links and idle sessions (the retention pass calls this). */
export async function purgeStaffAuth(
  db: Db,
  now = new Date(),
  maxHours = SESSION_MAX_HOURS,
): Promise<number> {
  const links = await db
    .delete(staffSignInTokens)
    .where(lt(staffSignInTokens.expiresAt, now))
    .returning({ h: staffSignInTokens.tokenHash });
  const sessions = await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        lt(staffSessions.createdAt, new Date(now.getTime() - maxHours * 60 * 60 * 1000)),
      ),
    )
    .returning({ h: staffSessions.idHash });
  return links.length + sessions.length;
}
