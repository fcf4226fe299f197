import type { StaffUser } from "#contracts/staff.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import { Csrf, Field, inputClass, primaryButtonClass } from "./controls";
import { StaffShell } from "./StaffShell";

/** The erasure form; also shown again, with why, for an address the erasure cannot take. */
export function EraseForm({ user, notice }: { user: StaffUser; notice?: string }) {
  return (
    <StaffShell title="Erase an address" user={user} current="erase" notice={notice}>
      <form method="post" action={staffUrls.erase} className="grid max-w-md gap-4">
        <Csrf user={user} />
        <p>
          Deletes every submission made with the address, every message about it and their copies, for an
          erasure request. You are asked to confirm first.
        </p>
        <Field label="E-mail address" name="erase-email">
          <input id="erase-email" name="email" type="email" required className={inputClass} />
        </Field>
        <button type="submit" className={primaryButtonClass}>
          Find what is held
        </button>
      </form>
    </StaffShell>
  );
}
