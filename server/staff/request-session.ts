/**
 * One request's staff session: the cookie's id looked up once, and counted only while its address still has
 * the same role in the staff records (people.ts), so a removal or role change on any instance ends it at the
 * next request. The live session's id stays here, never in what loaders are given (contracts/staff.ts).
 */
import type { FastifyRequest } from "fastify";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import type { StaffSession } from "#contracts/staff.ts";
import { editorUrls } from "#contracts/staff-urls.ts";
import type { StaffRole } from "#contracts/staff-user.ts";
import type { Db } from "#server/db/client.ts";
import { findSession, RECENT_SIGN_IN_MS, requireRecentSignIn, roleLabel } from "./auth.ts";
import { COOKIE, readCookie, sessionCookie } from "./cookie.ts";

export interface RequestSessionDeps {
  db: Db;
  /** The address's role in the staff records now, or undefined when it may not sign in. */
  roleOf: (email: string) => Promise<StaffRole | undefined>;
  gyms: () => readonly GymLocation[];
  sessionMaxHours?: number;
  secureCookie: boolean;
}

export interface RequestSession {
  current(): Promise<StaffSession | null>;
  /** Signed in within RECENT_SIGN_IN_MS (erasure asks for it). */
  recentlySignedIn(): Promise<boolean>;
  /** The live session's id once `current()` has found one; "" otherwise or after `forget()`. */
  id(): string;
  forget(): void;
  /** Set-Cookie values for the editor's paths: this session's cookie, or (id "") the values that clear it. */
  editorCookies(id: string): string[];
}

export function requestSession(request: FastifyRequest, deps: RequestSessionDeps): RequestSession {
  let session: Promise<StaffSession | null> | undefined;
  let signedInAt: Date | null = null;
  let sessionId = "";
  const lookUp = async (): Promise<StaffSession | null> => {
    const id = readCookie(request.headers.cookie, COOKIE);
    const found = id ? await findSession(deps.db, id, new Date(), deps.sessionMaxHours) : null;
    if (!id || !found || (await deps.roleOf(found.email)) !== found.role) return null;
    signedInAt = found.createdAt;
    sessionId = id;
    return {
      email: found.email,
      role: found.role,
      roleLabel: roleLabel(found.role, deps.gyms()),
      csrfToken: found.csrfToken,
    };
  };
  const current = (): Promise<StaffSession | null> => {
    session ??= lookUp();
    return session;
  };
  return {
    current,
    async recentlySignedIn() {
      await current();
      return signedInAt !== null && requireRecentSignIn({ createdAt: signedInAt }, RECENT_SIGN_IN_MS);
    },
    id: () => sessionId,
    forget() {
      sessionId = "";
    },
    editorCookies: (id) =>
      [editorUrls.admin, editorUrls.api].map((cookiePath) =>
        sessionCookie(deps.secureCookie, id, id ? undefined : 0, cookiePath),
      ),
  };
}
