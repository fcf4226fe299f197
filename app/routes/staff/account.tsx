/**
 * Every colleague's own page (issue 43.5): their passkeys (name, added, last used), a way to add one, and a
 * form per passkey that removes it. Adding needs the browser's authenticator, so JavaScript; the rest is
 * plain forms, and the page says so when the script is off.
 */
import { redirect } from "react-router";
import {
  Csrf,
  Field,
  inputClass,
  londonDateTime,
  StaffTable,
  secondaryButtonClass,
  tdClass,
} from "#app/features/staff/controls.tsx";
import {
  refusal,
  requireStaff,
  requireStaffPost,
  staffContext,
  valid,
} from "#app/features/staff/guard.server.ts";
import { PasskeyForm } from "#app/features/staff/passkeys/PasskeyForm.tsx";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import { checkForm } from "#contracts/staff.ts";
import { PASSKEY_NAME_MAX, passkeyRemovalSchema } from "#contracts/staff-passkeys.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/account";

const notices = {
  added: "Passkey added: it signs you in from the sign-in page, without mail.",
  removed: "Passkey removed: it no longer signs you in.",
} as const;
type Done = keyof typeof notices;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const done = new URL(request.url).searchParams.get("done");
  const passkeys = await staffContext(context).myPasskeys(user.email);
  return { user, passkeys, done: done && done in notices ? (done as Done) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireStaffPost(request, context);
  if (form.intent !== "remove") throw refusal(400, "intent: must be remove");
  const { passkey } = valid(checkForm(passkeyRemovalSchema, form));
  if (!(await staffContext(context).removeMyPasskey(user.email, passkey)))
    throw refusal(404, "You have no such passkey.");
  return redirect(staffUrls.accountDone("removed"), 303);
}

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  const { user, passkeys, done } = loaderData;
  return (
    <StaffShell title="Your account" user={user} current="account" notice={done ? notices[done] : undefined}>
      <section aria-labelledby="passkeys-heading" className="mb-8">
        <h2 id="passkeys-heading" className="mb-2 font-display text-2xl font-bold uppercase">
          Your passkeys
        </h2>
        <p className="mb-3 max-w-prose">
          A passkey signs you in with this device's screen lock (or a phone or security key), with no e-mailed
          link: the way in when mail is not arriving.
        </p>
        <StaffTable
          rows={passkeys}
          empty="You have no passkeys yet."
          caption="Your passkeys"
          columns={["Name", "Added", "Last used", "Remove"]}
        >
          {(p) => (
            <tr key={p.id}>
              <td className={`${tdClass} break-all`}>{p.name}</td>
              <td className={tdClass}>{londonDateTime(p.createdAt)}</td>
              <td className={tdClass}>{p.lastUsedAt ? londonDateTime(p.lastUsedAt) : "Never"}</td>
              <td className={tdClass}>
                <form method="post" action={staffUrls.account}>
                  <Csrf user={user} />
                  <input type="hidden" name="passkey" value={p.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    aria-label={`Remove passkey ${p.name}`}
                    className={secondaryButtonClass}
                  >
                    Remove
                  </button>
                </form>
              </td>
            </tr>
          )}
        </StaffTable>
      </section>

      <section aria-labelledby="add-passkey-heading" className="max-w-md">
        <h2 id="add-passkey-heading" className="mb-2 font-display text-2xl font-bold uppercase">
          Add a passkey
        </h2>
        <PasskeyForm mode="add" action={staffUrls.addPasskey} label="Add a passkey">
          <Csrf user={user} />
          <Field label="Passkey name" name="passkey-name">
            <input
              id="passkey-name"
              name="name"
              type="text"
              required
              maxLength={PASSKEY_NAME_MAX}
              placeholder="Work laptop"
              autoComplete="off"
              className={inputClass}
            />
          </Field>
        </PasskeyForm>
      </section>
    </StaffShell>
  );
}
