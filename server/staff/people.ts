/**
 * Staff as records (issue 37.4, decision 0028): management invites an address with a role, changes the role,
 * removes access. Each change is one transaction with its log row; a change or removal ends that address's
 * sessions and unused sign-in links at once, so every instance refuses them at the next request (the guard
 * reads the role from here, server/staff/area.ts). Changes take one lock, so two managers cannot, between
 * them, leave the staff area with no manager.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { PlaceRef } from "#contracts/places.ts";
import { isStaffRole, MANAGEMENT_ROLE, type StaffRole } from "#contracts/staff.ts";
import {
  NOT_A_MANAGER_MESSAGE,
  type StaffActor,
  type StaffChangeAction,
  type StaffChangeView,
  type StaffPeople,
  type StaffPeopleAnswer,
  type StaffRoleChoice,
  staffChangeActions,
} from "#contracts/staff-people.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Db } from "#server/db/client.ts";
import { outbox, staffChanges, staffMembers, staffSessions, staffSignInTokens } from "#server/db/schema.ts";
import type { staffInvitationMail } from "#server/mail/staff-templates.ts";
import { allPasskeys, removePasskey, removePasskeysOf } from "./passkeys.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A place as the roles need it: its form name (the role's value) and its name (the label). */
export type RolePlace = Pick<PlaceRef, "formName" | "name">;

/** Any constant: the lock every change to staff access takes (and the first access from STAFF_EMAILS). */
export const STAFF_LOCK = 214_003;

/** How many log lines the page shows. */
const CHANGES_SHOWN = 100;

/** Management, and the inbox of each place in content, whatever its status (a closed one's leads stay). */
export function roleChoices(places: readonly RolePlace[]): StaffRoleChoice[] {
  return [
    { value: MANAGEMENT_ROLE, label: "Management" },
    ...places.map((place) => ({ value: place.formName, label: place.name })),
  ];
}

function labelOf(role: string | null, places: readonly RolePlace[]): string | null {
  if (role === null) return null;
  return roleChoices(places).find((choice) => choice.value === role)?.label ?? role;
}

/** The role the address has now, if any: what the guard and the sign-in read, on every request. */
export async function staffRoleOf(
  db: Db,
  email: string,
  places: readonly RolePlace[],
): Promise<StaffRole | undefined> {
  const [row] = await db
    .select({ role: staffMembers.role })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  return row && isStaffRole(row.role, places) ? row.role : undefined;
}

export async function noteSignIn(db: Db, email: string, now = new Date()): Promise<void> {
  await db.update(staffMembers).set({ lastSignInAt: now }).where(eq(staffMembers.email, email));
}

/** Everyone with access (management first, then by address), the latest changes, the roles to give. */
export async function staffPeople(db: Db, places: readonly RolePlace[]): Promise<StaffPeople> {
  const members = await db
    .select()
    .from(staffMembers)
    .orderBy(sql`${staffMembers.role} <> ${MANAGEMENT_ROLE}`, staffMembers.email);
  const changes = await db.select().from(staffChanges).orderBy(desc(staffChanges.id)).limit(CHANGES_SHOWN);
  const passkeys = await allPasskeys(db);
  return {
    members: members.map((m) => ({
      email: m.email,
      role: m.role,
      roleLabel: labelOf(m.role, places) ?? m.role,
      invitedBy: m.invitedBy,
      invitedAt: m.invitedAt.toISOString(),
      lastSignInAt: m.lastSignInAt?.toISOString() ?? null,
      passkeys: passkeys.get(m.email) ?? [],
    })),
    changes: changes.map(
      (c): StaffChangeView => ({
        id: c.id,
        changedAt: c.changedAt.toISOString(),
        actor: c.actor,
        action: staffChangeActions.includes(c.action) ? c.action : "invited",
        email: c.email,
        roleLabel: labelOf(c.role, places),
        previousRoleLabel: labelOf(c.previousRole, places),
      }),
    ),
    roles: roleChoices(places),
  };
}

const refused = (status: 400 | 403, message: string): StaffPeopleAnswer => ({ ok: false, status, message });
const NOT_A_MANAGER = refused(400, NOT_A_MANAGER_MESSAGE);
const NOT_YOURSELF = refused(400, "email: you cannot change your own access; ask another manager");
const NO_ACCESS = refused(400, "email: this address has no access to the staff area");

interface PeopleDeps {
  db: Db;
  places: () => readonly RolePlace[];
  siteOrigin: string;
  /** Renders the invitation (the mail's frame reads the content's company details). */
  invitationMail: (signInUrl: string, roleLabel: string) => ReturnType<typeof staffInvitationMail>;
  /** A message is in the outbox: deliver it now. */
  mailed: () => void;
}

/** One change under the lock, by a manager who still is one (re-read inside: a demotion may have won the race). */
async function asManager(
  db: Db,
  actor: StaffActor,
  work: (tx: Tx) => Promise<StaffPeopleAnswer>,
): Promise<StaffPeopleAnswer> {
  if (actor.role !== MANAGEMENT_ROLE) return NOT_A_MANAGER;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_LOCK})`);
    const [self] = await tx
      .select({ role: staffMembers.role })
      .from(staffMembers)
      .where(eq(staffMembers.email, actor.email));
    if (self?.role !== MANAGEMENT_ROLE) return NOT_A_MANAGER;
    return work(tx);
  });
}

export async function logChange(
  tx: Tx | Db,
  change: {
    actor: string;
    action: StaffChangeAction;
    email: string;
    role: string | null;
    previousRole: string | null;
  },
): Promise<void> {
  await tx.insert(staffChanges).values(change);
}

/**
 * Ends every session of the address, voids its unused links and deletes its passkeys: the next request or
 * sign-in anywhere is refused.
 */
async function endAccess(tx: Tx, email: string): Promise<void> {
  await tx.delete(staffSessions).where(eq(staffSessions.email, email));
  await removePasskeysOf(tx, email);
  await tx
    .delete(staffSignInTokens)
    .where(and(eq(staffSignInTokens.email, email), isNull(staffSignInTokens.usedAt)));
}

export function staffPeopleService(deps: PeopleDeps) {
  const { db } = deps;
  const roleRefusal = (role: string): StaffPeopleAnswer | null =>
    roleChoices(deps.places()).some((choice) => choice.value === role)
      ? null
      : refused(400, "role: must be management or the inbox of one of the places");

  return {
    staffPeople: () => staffPeople(db, deps.places()),

    async inviteStaff(actor: StaffActor, invitation: { email: string; role: string }) {
      const badRole = roleRefusal(invitation.role);
      if (badRole) return badRole;
      const label = labelOf(invitation.role, deps.places()) ?? invitation.role;
      const mail = await deps.invitationMail(`${deps.siteOrigin}${staffUrls.signIn}`, label);
      const answer = await asManager(db, actor, async (tx) => {
        const added = await tx
          .insert(staffMembers)
          .values({ email: invitation.email, role: invitation.role, invitedBy: actor.email })
          .onConflictDoNothing()
          .returning({ email: staffMembers.email });
        if (added.length === 0) return refused(400, "email: this address already has access");
        // A session left from an earlier access (one that raced its removal) never comes back with this one.
        await endAccess(tx, invitation.email);
        await logChange(tx, {
          actor: actor.email,
          action: "invited",
          email: invitation.email,
          role: invitation.role,
          previousRole: null,
        });
        await tx.insert(outbox).values({
          submissionId: null,
          channel: "email",
          purpose: "staff-invitation",
          recipient: invitation.email,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
        });
        return { ok: true };
      });
      if (answer.ok) deps.mailed();
      return answer;
    },

    async changeStaffRole(actor: StaffActor, change: { email: string; role: string }) {
      const badRole = roleRefusal(change.role);
      if (badRole) return badRole;
      if (change.email === actor.email) return NOT_YOURSELF;
      return asManager(db, actor, async (tx) => {
        const [member] = await tx
          .select({ role: staffMembers.role })
          .from(staffMembers)
          .where(eq(staffMembers.email, change.email));
        if (!member) return NO_ACCESS;
        // Already that role: nothing to change, nothing to log.
        if (member.role === change.role) return { ok: true };
        await tx.update(staffMembers).set({ role: change.role }).where(eq(staffMembers.email, change.email));
        await endAccess(tx, change.email);
        await logChange(tx, {
          actor: actor.email,
          action: "role-changed",
          email: change.email,
          role: change.role,
          previousRole: member.role,
        });
        return { ok: true };
      });
    },

    async removeStaff(actor: StaffActor, removal: { email: string }) {
      if (removal.email === actor.email) return NOT_YOURSELF;
      return asManager(db, actor, async (tx) => {
        const [gone] = await tx
          .delete(staffMembers)
          .where(eq(staffMembers.email, removal.email))
          .returning({ role: staffMembers.role });
        if (!gone) return NO_ACCESS;
        await endAccess(tx, removal.email);
        await logChange(tx, {
          actor: actor.email,
          action: "removed",
          email: removal.email,
          role: null,
          previousRole: gone.role,
        });
        return { ok: true };
      });
    },

    /** A manager may remove anyone's passkey, their own included (a lost laptop is no reason to wait). */
    async removeStaffPasskey(actor: StaffActor, removal: { email: string; passkey: string }) {
      return asManager(db, actor, async (tx) => {
        const [member] = await tx
          .select({ role: staffMembers.role })
          .from(staffMembers)
          .where(eq(staffMembers.email, removal.email));
        if (!member) return NO_ACCESS;
        if ((await removePasskey(tx, removal.email, removal.passkey)) === null)
          return refused(400, "passkey: this address has no such passkey");
        await logChange(tx, {
          actor: actor.email,
          action: "passkey-removed",
          email: removal.email,
          role: member.role,
          previousRole: null,
        });
        return { ok: true };
      });
    },
  };
}
