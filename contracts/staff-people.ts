/**
 * Staff as records (issue 37.4, decision 0028): who has access, with which role, who invited them and when,
 * their last sign-in, and the log of every change. Management keeps them at /staff/people; the server
 * (server/staff/people.ts) provides, app/routes/staff/people.tsx shows.
 */
import { z } from "zod";
import { emailField } from "#contracts/fields.ts";
import { type PasskeyView, passkeyIdField } from "#contracts/staff-passkeys.ts";

/** Who granted the access STAFF_EMAILS gave on an empty staff table. */
export const CONFIGURATION_ACTOR = "configuration";

export interface StaffMember {
  email: string;
  role: string;
  /** "Management" or the place's name, as the content has it now. */
  roleLabel: string;
  invitedBy: string;
  invitedAt: string;
  lastSignInAt: string | null;
  /** Their passkeys (issue 43.5): management sees each one's name and last use, and may remove it. */
  passkeys: PasskeyView[];
}

export const staffChangeActions = [
  "configured",
  "invited",
  "role-changed",
  "removed",
  "passkey-added",
  "passkey-removed",
] as const;
export type StaffChangeAction = (typeof staffChangeActions)[number];

/** One line of the change log, newest first on the page. */
export interface StaffChangeView {
  id: number;
  changedAt: string;
  actor: string;
  action: StaffChangeAction;
  email: string;
  roleLabel: string | null;
  previousRoleLabel: string | null;
}

/** A role management may give: management, or the inbox of one place (its formName). */
export interface StaffRoleChoice {
  value: string;
  label: string;
}

export interface StaffPeople {
  members: StaffMember[];
  changes: StaffChangeView[];
  roles: StaffRoleChoice[];
}

// Not strict: every staff form also carries its CSRF token.
const address = emailField.transform((value) => value.toLowerCase());
const role = z.string({ error: "Choose a role" }).trim().min(1, { error: "Choose a role" }).max(100);

export const staffInvitationSchema = z.object({ email: address, role });
export const staffRoleChangeSchema = z.object({ email: address, role });
export const staffRemovalSchema = z.object({ email: address });
export const staffPasskeyRemovalSchema = z.object({
  email: address,
  passkey: passkeyIdField,
});

/** A change done, or refused with the field at fault named (status 400; 403 for who may not). */
/** A place's inbox asking to change staff: a bad request naming the field it may not set (issue 37). */
export const NOT_A_MANAGER_MESSAGE =
  "role: only management invites a colleague, changes a role or removes access. Nothing was changed.";

export type StaffPeopleAnswer = { ok: true } | { ok: false; status: 400 | 403; message: string };

/** Who asks for a change: the signed-in manager. */
export interface StaffActor {
  email: string;
  role: string;
}

/** The staff area's load context for the people page (server/staff/area.ts gives it). */
export interface StaffPeopleContext {
  staffPeople(): Promise<StaffPeople>;
  inviteStaff(actor: StaffActor, invitation: { email: string; role: string }): Promise<StaffPeopleAnswer>;
  changeStaffRole(actor: StaffActor, change: { email: string; role: string }): Promise<StaffPeopleAnswer>;
  removeStaff(actor: StaffActor, removal: { email: string }): Promise<StaffPeopleAnswer>;
  /** Management removes one of a colleague's passkeys (their own included), logged. */
  removeStaffPasskey(
    actor: StaffActor,
    removal: { email: string; passkey: string },
  ): Promise<StaffPeopleAnswer>;
}
