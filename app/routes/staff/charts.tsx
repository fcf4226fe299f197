import { requireManagement, staffContext } from "#app/features/staff/guard.server.ts";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import { ConversionCharts } from "#app/features/staff-charts/ConversionCharts.tsx";
import { FirstContactChart } from "#app/features/staff-charts/FirstContactCharts.tsx";
import type { Route } from "./+types/charts";

/** "What converts": leads per week, and leads, views and rates by page (docs/analytics.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireManagement(request, context);
  const staff = staffContext(context);
  const [report, firstContact] = await Promise.all([
    staff.conversionReport(user.role),
    staff.firstContactReport(user.role),
  ]);
  return { user, report, firstContact };
}

export default function ChartsRoute({ loaderData }: Route.ComponentProps) {
  const { user, report, firstContact } = loaderData;
  return (
    <StaffShell title="What converts" user={user} current="charts">
      <section aria-label="Charts" className="space-y-8">
        <FirstContactChart weeks={firstContact.weeks} />
        <ConversionCharts report={report} />
      </section>
    </StaffShell>
  );
}
