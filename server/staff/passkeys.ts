/**
 * Passkeys for the staff area (issue 43.5, decision 0037): WebAuthn with @simplewebauthn/server. The relying
 * party is SITE_ORIGIN (its hostname the RP ID, the origin itself the only one accepted). Each ceremony's
 * challenge is a row in the database, so any instance can finish what another began: it lives a few minutes,
 * is deleted as it is checked (used once, whatever the outcome), and is bound to its purpose and, for a
 * registration, to the signed-in address. A credential is looked up by its id; only public keys are kept.
 */
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { decodeClientDataJSON, isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { PasskeyView } from "#contracts/staff-passkeys.ts";
import type { Db } from "#server/db/client.ts";
import { staffPasskeyChallenges, staffPasskeys } from "#server/db/schema.ts";
import { sha256 } from "./auth.ts";

/** How long a ceremony may take, from its options to the browser's answer (also the browser's timeout). */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** Passkeys one address may keep: a laptop, a phone, a spare, with room to spare. */
export const PASSKEYS_PER_ADDRESS = 10;

export type ChallengePurpose = "register" | "sign-in";

export interface RelyingParty {
  /** SITE_ORIGIN, exactly: the only origin a ceremony's client data may name. */
  origin: string;
  /** Its hostname: the RP ID every passkey is bound to. */
  id: string;
  name: string;
}

export function relyingPartyOf(siteOrigin: string): RelyingParty {
  const url = new URL(siteOrigin);
  return { origin: url.origin, id: url.hostname, name: "Novo staff" };
}

/** Why a ceremony's answer was not taken. */
export type PasskeyRefusal = "expired" | "refused";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function storeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  email: string | null,
  now: Date,
): Promise<void> {
  // Expired challenges go as new ones come (the retention pass also clears them): the table stays small.
  await db.delete(staffPasskeyChallenges).where(lt(staffPasskeyChallenges.expiresAt, now));
  await db.insert(staffPasskeyChallenges).values({
    challengeHash: sha256(challenge),
    purpose,
    email,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    createdAt: now,
  });
}

/**
 * Uses a challenge up: true when it was live, of this purpose and (for a registration) of this address. It
 * is deleted in the same statement, so two answers racing with one challenge cannot both pass.
 */
async function consumeChallenge(
  db: Db | Tx,
  challenge: string,
  purpose: ChallengePurpose,
  email: string | null,
  now: Date,
): Promise<boolean> {
  const gone = await db
    .delete(staffPasskeyChallenges)
    .where(
      and(
        eq(staffPasskeyChallenges.challengeHash, sha256(challenge)),
        eq(staffPasskeyChallenges.purpose, purpose),
        gt(staffPasskeyChallenges.expiresAt, now),
        ...(email === null ? [] : [eq(staffPasskeyChallenges.email, email)]),
      ),
    )
    .returning({ email: staffPasskeyChallenges.email });
  return gone.length > 0;
}

/** The browser's answer, parsed as far as finding its challenge; null when it is not one. */
function parseAnswer<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(
  text: string,
): { answer: T; challenge: string } | null {
  try {
    const answer = JSON.parse(text) as T;
    if (
      typeof answer !== "object" ||
      answer === null ||
      typeof answer.id !== "string" ||
      typeof answer.response?.clientDataJSON !== "string"
    )
      return null;
    const challenge = decodeClientDataJSON(answer.response.clientDataJSON).challenge;
    return typeof challenge === "string" && challenge.length > 0 ? { answer, challenge } : null;
  } catch {
    return null;
  }
}

const transportsOf = (stored: string): AuthenticatorTransportFuture[] =>
  stored ? (stored.split(",") as AuthenticatorTransportFuture[]) : [];

export async function passkeysOf(db: Db, email: string): Promise<PasskeyView[]> {
  const rows = await db
    .select()
    .from(staffPasskeys)
    .where(eq(staffPasskeys.email, email))
    .orderBy(desc(staffPasskeys.createdAt));
  return rows.map(viewOf);
}

/** Every address's passkeys (management's staff page), newest first within each. */
export async function allPasskeys(db: Db): Promise<Map<string, PasskeyView[]>> {
  const rows = await db.select().from(staffPasskeys).orderBy(desc(staffPasskeys.createdAt));
  const byEmail = new Map<string, PasskeyView[]>();
  for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), viewOf(row)]);
  return byEmail;
}

function viewOf(row: typeof staffPasskeys.$inferSelect): PasskeyView {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Removes one passkey of an address; the removed one's name, or null when it is not that address's. */
export async function removePasskey(db: Db | Tx, email: string, id: string): Promise<string | null> {
  const [gone] = await db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.email, email)))
    .returning({ name: staffPasskeys.name });
  return gone?.name ?? null;
}

/** Every passkey of an address (its access removed or changed: server/staff/people.ts). */
export async function removePasskeysOf(db: Db | Tx, email: string): Promise<void> {
  await db.delete(staffPasskeys).where(eq(staffPasskeys.email, email));
}

/**
 * Options for adding a passkey to `email`: a discoverable credential (the sign-in page asks for no address)
 * with user verification (the device's PIN or biometrics), the address's own passkeys excluded.
 */
export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  user: { email: string; displayName: string },
  now = new Date(),
) {
  const existing = await db
    .select({ id: staffPasskeys.id, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.email, user.email));
  if (existing.length >= PASSKEYS_PER_ADDRESS) return null;
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.displayName,
    timeout: CHALLENGE_TTL_MS,
    attestationType: "none",
    excludeCredentials: existing.map((e) => ({ id: e.id, transports: transportsOf(e.transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(db, options.challenge, "register", user.email, now);
  return options;
}

/** Checks a registration answer against a live challenge of this address, and keeps the passkey. */
export async function verifyRegistration(
  db: Db,
  rp: RelyingParty,
  input: { email: string; name: string; response: string },
  now = new Date(),
): Promise<{ id: string } | PasskeyRefusal> {
  const parsed = parseAnswer<RegistrationResponseJSON>(input.response);
  if (!parsed) return "refused";
  if (!(await consumeChallenge(db, parsed.challenge, "register", input.email, now))) return "expired";
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: parsed.answer,
      expectedChallenge: parsed.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    return "refused";
  }
  if (!verified.verified) return "refused";
  const { credential } = verified.registrationInfo;
  const added = await db
    .insert(staffPasskeys)
    .values({
      id: credential.id,
      email: input.email,
      name: input.name,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(","),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: staffPasskeys.id });
  return added[0] ?? "refused";
}

/** Options for a sign-in: any of the site's passkeys (discoverable), with user verification. */
export async function authenticationOptions(db: Db, rp: RelyingParty, now = new Date()) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge(db, options.challenge, "sign-in", null, now);
  return options;
}

/**
 * Checks a sign-in answer: a live sign-in challenge, a passkey we keep, its signature over this origin and
 * RP ID with user verification, and a counter that moved on (a cloned authenticator's does not). The
 * passkey's address; whether it may still sign in is the caller's check against the staff records.
 */
export async function verifyAuthentication(
  db: Db,
  rp: RelyingParty,
  response: string,
  now = new Date(),
): Promise<{ email: string } | PasskeyRefusal> {
  const parsed = parseAnswer<AuthenticationResponseJSON>(response);
  if (!parsed) return "refused";
  if (!(await consumeChallenge(db, parsed.challenge, "sign-in", null, now))) return "expired";
  const [passkey] = await db.select().from(staffPasskeys).where(eq(staffPasskeys.id, parsed.answer.id));
  if (!passkey) return "refused";
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: parsed.answer,
      expectedChallenge: parsed.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: transportsOf(passkey.transports),
      },
      requireUserVerification: true,
    });
  } catch {
    return "refused";
  }
  if (!verified.verified) return "refused";
  await db
    .update(staffPasskeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(staffPasskeys.id, passkey.id));
  return { email: passkey.email };
}

/** Expired challenges (the retention pass calls this with the staff sign-in's own purge). */
export async function purgePasskeyChallenges(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(staffPasskeyChallenges)
    .where(lt(staffPasskeyChallenges.expiresAt, now))
    .returning({ h: staffPasskeyChallenges.challengeHash });
  return gone.length;
}
