import { Field, inputClass, secondaryButtonClass } from "#app/features/staff/controls.tsx";
import { requireStaff, staffContext } from "#app/features/staff/guard.server.ts";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import { SourceCharts } from "#app/features/staff-charts/SourceCharts.tsx";
import { GymSelect } from "#app/features/staff-sources/GymSelect.tsx";
import { monthAsked } from "#contracts/sources.ts";
import { MANAGEMENT_ROLE } from "#contracts/staff.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/sources";

/** Where leads come from (issue 38): a month's leads by channel and campaign; management adds the costs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const asked = new URL(request.url).searchParams;
  const report = await staffContext(context).sourcesReport(user.role, {
    month: monthAsked(asked.get("month")),
    gym: asked.get("gym") || null,
  });
  return { user, report };
}

export default function SourcesRoute({ loaderData }: Route.ComponentProps) {
  const { user, report } = loaderData;
  return (
    <StaffShell title="Lead sources" user={user} current="sources">
      <form method="get" action={staffUrls.sources} className="mb-6 flex flex-wrap items-end gap-4">
        <Field label="Month" name="month">
          <input id="month" name="month" type="month" defaultValue={report.month} className={inputClass} />
        </Field>
        {user.role === MANAGEMENT_ROLE && <GymSelect label="Gym" value={report.gym ?? ""} />}
        <button type="submit" className={secondaryButtonClass}>
          Show
        </button>
      </form>
      <section aria-label="Charts">
        <SourceCharts report={report} />
      </section>
    </StaffShell>
  );
}
