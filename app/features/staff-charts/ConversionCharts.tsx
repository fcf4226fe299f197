import type { ConversionReport } from "#contracts/stats.ts";
import { LeadsPerWeekChart } from "./LeadsPerWeekChart";
import { ConversionRateChart, LeadsByPageChart } from "./PageCharts";
import { TourStepsChart } from "./TourStepsChart";

/** The staff area's picture of what converts: the charts of one report, one under the other. */
export function ConversionCharts({ report }: { report: ConversionReport }) {
  return (
    <div className="grid gap-6">
      <LeadsPerWeekChart data={report.weekly} />
      <LeadsByPageChart data={report.pages} />
      <ConversionRateChart data={report.pages} />
      <TourStepsChart data={report.tours} />
    </div>
  );
}
