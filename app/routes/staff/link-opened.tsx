import { primaryButtonClass } from "#app/features/staff/controls.tsx";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/link-opened";

/** Opening the e-mailed link asks for a press, so a mail scanner that fetches links does not use it up. */
export function loader({ params }: Route.LoaderArgs) {
  return { token: params.token.slice(0, 100) };
}

export default function LinkOpenedRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell title="Sign in">
      <form method="post" action={staffUrls.confirmLink} className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <p>Continue to the staff area.</p>
        <button type="submit" className={primaryButtonClass}>
          Sign in
        </button>
      </form>
    </StaffShell>
  );
}
