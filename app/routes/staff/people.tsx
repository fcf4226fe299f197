/**
 * Management's staff page (issue 37.4): everyone with access, their role, who invited them and when, their
 * last sign-in; an invitation, a role change or a removal per person; and the log of every change. A place's
 * inbox has no link here: the page answers it 403, and a change it posts 400 naming the role it lacks.
 */
import { redirect } from "react-router";
import {
  Csrf,
  Field,
  inputClass,
  londonDateTime,
  primaryButtonClass,
  StaffTable,
  secondaryButtonClass,
  tdClass,
} from "#app/features/staff/controls.tsx";
import {
  refusal,
  requireManagement,
  requireStaffPost,
  staffContext,
  valid,
} from "#app/features/staff/guard.server.ts";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import { checkForm, MANAGEMENT_ROLE, type StaffUser } from "#contracts/staff.ts";
import {
  NOT_A_MANAGER_MESSAGE,
  type StaffChangeView,
  type StaffMember,
  type StaffPeopleAnswer,
  type StaffRoleChoice,
  staffInvitationSchema,
  staffPasskeyRemovalSchema,
  staffRemovalSchema,
  staffRoleChangeSchema,
} from "#contracts/staff-people.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/people";

const notices = {
  invited: "Invited: they can sign in now, and an e-mail tells them where.",
  changed: "Role changed: their sessions and passkeys have ended, and they sign in again with the new role.",
  removed: "Access removed: their sessions and passkeys have ended.",
  "passkey-removed": "Passkey removed: it no longer signs them in.",
} as const;
type Done = keyof typeof notices;

/** A row's role choice sits beside its button, as wide as its longest place. */
const rowSelectClass = inputClass.replace("w-full", "w-auto");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireManagement(request, context);
  const done = new URL(request.url).searchParams.get("done");
  const people = await staffContext(context).staffPeople();
  return { user, ...people, done: done && done in notices ? (done as Done) : null };
}

function answered(answer: StaffPeopleAnswer, done: Done): Response {
  if (!answer.ok) throw refusal(answer.status, answer.message);
  return redirect(staffUrls.peopleDone(done), 303);
}

export async function action({ request, context }: Route.ActionArgs) {
  // Any signed-in colleague's post with its CSRF token reaches here; a place's inbox asking for a change is
  // a bad request naming what it may not set (issue 37), and nothing changes.
  const { user, form } = await requireStaffPost(request, context);
  if (user.role !== MANAGEMENT_ROLE) throw refusal(400, NOT_A_MANAGER_MESSAGE);
  const staff = staffContext(context);
  if (form.intent === "invite")
    return answered(await staff.inviteStaff(user, valid(checkForm(staffInvitationSchema, form))), "invited");
  if (form.intent === "role")
    return answered(
      await staff.changeStaffRole(user, valid(checkForm(staffRoleChangeSchema, form))),
      "changed",
    );
  if (form.intent === "remove")
    return answered(await staff.removeStaff(user, valid(checkForm(staffRemovalSchema, form))), "removed");
  if (form.intent === "remove-passkey")
    return answered(
      await staff.removeStaffPasskey(user, valid(checkForm(staffPasskeyRemovalSchema, form))),
      "passkey-removed",
    );
  throw refusal(400, "intent: must be invite, role, remove or remove-passkey");
}

function RoleOptions({ roles }: { roles: StaffRoleChoice[] }) {
  return roles.map((role) => (
    <option key={role.value} value={role.value}>
      {role.label}
    </option>
  ));
}

function changeText(change: StaffChangeView): string {
  if (change.action === "configured")
    return `${change.email} given access as ${change.roleLabel} from STAFF_EMAILS`;
  if (change.action === "invited") return `invited ${change.email} as ${change.roleLabel}`;
  if (change.action === "role-changed")
    return `changed ${change.email} from ${change.previousRoleLabel} to ${change.roleLabel}`;
  if (change.action === "passkey-added") return `${change.email} added a passkey`;
  if (change.action === "passkey-removed") return `removed a passkey of ${change.email}`;
  return `removed ${change.email} (was ${change.previousRoleLabel})`;
}

/** A person's passkeys: each one's name, when added and last used, and (for management) its removal. */
function Passkeys({ member, user }: { member: StaffMember; user: StaffUser }) {
  if (member.passkeys.length === 0) return "None";
  return (
    <ul className="space-y-2">
      {member.passkeys.map((p) => (
        <li key={p.id}>
          <form method="post" action={staffUrls.people} className="flex flex-wrap items-center gap-2">
            <Csrf user={user} />
            <input type="hidden" name="email" value={member.email} />
            <input type="hidden" name="passkey" value={p.id} />
            <span className="break-all">
              <span className="font-semibold">{p.name}</span>
              {`, added ${londonDateTime(p.createdAt)}, last used ${p.lastUsedAt ? londonDateTime(p.lastUsedAt) : "never"}`}
            </span>
            <button
              type="submit"
              name="intent"
              value="remove-passkey"
              aria-label={`Remove passkey ${p.name} of ${member.email}`}
              className={secondaryButtonClass}
            >
              Remove
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}

export default function PeopleRoute({ loaderData }: Route.ComponentProps) {
  const { user, members, changes, roles, done } = loaderData;
  return (
    <StaffShell title="Staff" user={user} current="people" notice={done ? notices[done] : undefined}>
      <section aria-labelledby="invite-heading" className="mb-8 max-w-prose">
        <h2 id="invite-heading" className="mb-2 font-display text-2xl font-bold uppercase">
          Invite a colleague
        </h2>
        <p className="mb-3">
          Management sees and changes everything; a place&apos;s inbox sees that place&apos;s leads and tours.
          They sign in with this address, by a link we e-mail them each time.
        </p>
        <form
          method="post"
          action={staffUrls.people}
          className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        >
          <Csrf user={user} />
          <Field label="E-mail address" name="invite-email">
            <input
              id="invite-email"
              name="email"
              type="email"
              required
              autoComplete="off"
              className={inputClass}
            />
          </Field>
          <Field label="Role" name="invite-role">
            <select id="invite-role" name="role" required className={inputClass}>
              <RoleOptions roles={roles} />
            </select>
          </Field>
          <button type="submit" name="intent" value="invite" className={primaryButtonClass}>
            Invite
          </button>
        </form>
      </section>

      <section aria-labelledby="access-heading" className="mb-8">
        <h2 id="access-heading" className="mb-2 font-display text-2xl font-bold uppercase">
          Who has access
        </h2>
        <StaffTable
          rows={members}
          empty="No one has access."
          caption="Everyone with access to the staff area"
          columns={["E-mail", "Role", "Invited by", "Invited", "Last sign-in", "Passkeys", "Change"]}
        >
          {(m) => (
            <tr key={m.email}>
              <td className={`${tdClass} break-all`}>{m.email}</td>
              <td className={tdClass}>{m.roleLabel}</td>
              <td className={`${tdClass} break-all`}>{m.invitedBy}</td>
              <td className={tdClass}>{londonDateTime(m.invitedAt)}</td>
              <td className={tdClass}>{m.lastSignInAt ? londonDateTime(m.lastSignInAt) : "Never"}</td>
              <td className={tdClass}>
                <Passkeys member={m} user={user} />
              </td>
              <td className={tdClass}>
                {m.email === user.email ? (
                  "You"
                ) : (
                  <div className="flex flex-wrap gap-2">
                    <form method="post" action={staffUrls.people} className="flex flex-wrap items-end gap-2">
                      <Csrf user={user} />
                      <input type="hidden" name="email" value={m.email} />
                      <label className="sr-only" htmlFor={`role-${m.email}`}>{`Role for ${m.email}`}</label>
                      <select
                        id={`role-${m.email}`}
                        name="role"
                        defaultValue={m.role}
                        className={rowSelectClass}
                      >
                        <RoleOptions roles={roles} />
                      </select>
                      <button type="submit" name="intent" value="role" className={secondaryButtonClass}>
                        Change role
                      </button>
                    </form>
                    <form method="post" action={staffUrls.people}>
                      <Csrf user={user} />
                      <input type="hidden" name="email" value={m.email} />
                      <button type="submit" name="intent" value="remove" className={secondaryButtonClass}>
                        Remove access
                      </button>
                    </form>
                  </div>
                )}
              </td>
            </tr>
          )}
        </StaffTable>
      </section>

      <section aria-labelledby="changes-heading">
        <h2 id="changes-heading" className="mb-2 font-display text-2xl font-bold uppercase">
          Changes
        </h2>
        <StaffTable
          rows={changes}
          empty="No changes yet."
          caption="Changes to staff access, newest first"
          columns={["When", "Who", "What"]}
        >
          {(c) => (
            <tr key={c.id}>
              <td className={tdClass}>{londonDateTime(c.changedAt)}</td>
              <td className={`${tdClass} break-all`}>{c.actor}</td>
              <td className={`${tdClass} break-all`}>{changeText(c)}</td>
            </tr>
          )}
        </StaffTable>
      </section>
    </StaffShell>
  );
}
