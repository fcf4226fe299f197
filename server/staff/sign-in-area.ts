/**
 * The staff area's ways in and out: a link by mail, a passkey (decision 0037), and signing out.
 * - Sign-in attempts are counted per client (an IPv6 /64 as one), allowed or not, links and passkeys from one
 *   budget; an unknown count (Redis down) counts as over, so sign-in fails closed.
 * - An inbox gets at most a few link mails an hour and none while a link is live (requestSignInLink), and every
 *   link request is answered after the same time, whether or not the address may sign in.
 * - A new session drops whatever cookie came with the request, never upgrading it.
 */
import { createHmac } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { emailField } from "#contracts/fields.ts";
import type { StaffLoadContext } from "#contracts/staff.ts";
import { PASSKEY_MESSAGES, type PasskeyAnswer } from "#contracts/staff-passkeys.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { StaffRole } from "#contracts/staff-user.ts";
import type { Db } from "#server/db/client.ts";
import { addressKey } from "#server/security/client-address.ts";
import type { Counter } from "#server/security/rate-limit.ts";
import { consumeLink, createSession, deleteSession, forgetSignInMails, requestSignInLink } from "./auth.ts";
import { COOKIE, readCookie, sessionCookie } from "./cookie.ts";
import {
  authenticationOptions,
  passkeysOf,
  type RelyingParty,
  registrationOptions,
  removePasskey,
  verifyAuthentication,
  verifyRegistration,
} from "./passkeys.ts";
import { logChange, noteSignIn } from "./people.ts";
import type { RequestSession } from "./request-session.ts";

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** Every sign-in request is answered no sooner than this, so its timing does not tell an inbox's outcome. */
const SIGN_IN_ANSWER_MS = 250;

async function evenOut(started: number): Promise<void> {
  const left = SIGN_IN_ANSWER_MS - (Date.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

export interface SignInDeps {
  db: Db;
  roleOf: (email: string) => Promise<StaffRole | undefined>;
  siteOrigin: string;
  secureCookie: boolean;
  /** The relying party of every passkey: SITE_ORIGIN, never the request's own Host. */
  relyingParty: RelyingParty;
  dataDir: string;
  counter: Counter;
  counterPrefix: string;
  /** Salt for the counter's keys (no address in a key). */
  salt: string;
  /** Sign-in attempts per client in 15 minutes. */
  signInLimit: number;
  signInMailsPerHour?: number;
  /** A link mail is in the outbox. */
  mailed: () => void;
}

export type SignInArea = Pick<
  StaffLoadContext,
  | "requestLink"
  | "signInWithLink"
  | "myPasskeys"
  | "passkeyRegistrationOptions"
  | "addPasskey"
  | "removeMyPasskey"
  | "passkeySignInOptions"
  | "signInWithPasskey"
  | "signOut"
>;

export function signInArea(deps: SignInDeps, request: FastifyRequest, session: RequestSession): SignInArea {
  const { db, roleOf } = deps;
  const hash = (value: string) => createHmac("sha256", deps.salt).update(value).digest("hex");
  /** Counts a sign-in attempt against this client: true when over the limit or when the count is unknown. */
  const overSignInLimit = async (): Promise<boolean> => {
    const hits = await deps.counter.hit(
      `${deps.counterPrefix}a:${hash(addressKey(request.ip))}`,
      SIGN_IN_WINDOW_MS,
    );
    return hits === null || hits > deps.signInLimit;
  };
  /** A new session for an address that has just proved itself: its sign-in noted, its kept sign-in mails gone. */
  const startSession = async (email: string, role: string): Promise<string> => {
    await noteSignIn(db, email);
    await forgetSignInMails(db, deps.dataDir, email);
    const old = readCookie(request.headers.cookie, COOKIE);
    if (old) await deleteSession(db, old);
    return sessionCookie(deps.secureCookie, await createSession(db, { email, role }));
  };
  const refused = (status: 400 | 401 | 403 | 429, message: string): PasskeyAnswer => ({
    ok: false,
    status,
    message,
  });
  const logPasskey = async (email: string, action: "passkey-added" | "passkey-removed") =>
    logChange(db, { actor: email, action, email, role: (await roleOf(email)) ?? null, previousRole: null });

  return {
    async requestLink(raw) {
      const started = Date.now();
      const parsed = emailField.safeParse(raw);
      const email = parsed.success ? parsed.data.toLowerCase() : null;
      const role = email ? await roleOf(email) : undefined;
      // Per client, counted for every request, allowed or not. The inbox itself is capped by
      // requestSignInLink.
      const limited = await overSignInLimit();
      if (email && role && !limited) {
        const outcome = await requestSignInLink(db, {
          email,
          role,
          siteOrigin: deps.siteOrigin,
          mailsPerHour: deps.signInMailsPerHour ?? 4,
        });
        if (outcome === "mailed") deps.mailed();
      } else if (limited) request.log.warn("staff sign-in: request over the rate limit, no link sent");
      // The same answer, after the same time, whether or not the address may sign in.
      await evenOut(started);
    },

    async signInWithLink(token) {
      const who = token ? await consumeLink(db, token) : null;
      // Still with that role? Management may have changed it since the link was sent.
      const role = who ? await roleOf(who.email) : undefined;
      if (!who || !role || role !== who.role) return null;
      return startSession(who.email, role);
    },

    myPasskeys: (email) => passkeysOf(db, email),

    async passkeyRegistrationOptions(user) {
      const made = await registrationOptions(db, deps.relyingParty, {
        email: user.email,
        displayName: `${user.email} · ${user.roleLabel}`,
      });
      if (!made) return refused(400, "name: remove a passkey first; an address keeps at most 10");
      return { ok: true, options: made };
    },

    async addPasskey(user, name, response) {
      const added = await verifyRegistration(db, deps.relyingParty, { email: user.email, name, response });
      if (added === "expired") return refused(400, PASSKEY_MESSAGES.expired);
      if (added === "refused") return refused(400, PASSKEY_MESSAGES.registrationRefused);
      await logPasskey(user.email, "passkey-added");
      return { ok: true, done: true, location: staffUrls.accountDone("added") };
    },

    async removeMyPasskey(email, id) {
      if ((await removePasskey(db, email, id)) === null) return false;
      await logPasskey(email, "passkey-removed");
      return true;
    },

    async passkeySignInOptions() {
      // The same budget as a link request, per client: the two ways in share it.
      if (await overSignInLimit()) {
        request.log.warn("staff sign-in: passkey attempt over the rate limit, refused");
        return refused(429, PASSKEY_MESSAGES.rateLimited);
      }
      return { ok: true, options: await authenticationOptions(db, deps.relyingParty) };
    },

    async signInWithPasskey(response) {
      const who = await verifyAuthentication(db, deps.relyingParty, response);
      if (who === "expired") return refused(400, PASSKEY_MESSAGES.expired);
      // A removed address's passkeys are gone with it; its role is read now, as for a link.
      const role = who === "refused" ? undefined : await roleOf(who.email);
      if (who === "refused" || !role) return refused(400, PASSKEY_MESSAGES.signInRefused);
      return { ok: true, cookie: await startSession(who.email, role) };
    },

    async signOut() {
      await session.current();
      if (session.id()) await deleteSession(db, session.id());
      session.forget();
      return [sessionCookie(deps.secureCookie, "", 0), ...session.editorCookies("")];
    },
  };
}
