/**
 * Where leads come from (issue 38): a month's leads by channel and by campaign as bars, and beside them the
 * table with tours booked, members, the rate from lead to member and, for management, the spend and the
 * cost per lead, per tour and per member.
 */
import { channelLabels, isChannel } from "#contracts/channels.ts";
import type { SourceRow, SourcesReport } from "#contracts/sources.ts";
import { ChartFigure } from "./ChartFigure";
import { formatRate, useGymLabel } from "./format";
import { listSummary, PageBars } from "./PageBars";
import { type RowColumn, RowTable } from "./RowTable";

/** Pence as pounds: "£1,250.00"; "—" where there is nothing to show. */
export function formatPounds(pence: number | null): string {
  if (pence === null) return "—";
  return (pence / 100).toLocaleString("en-GB", { style: "currency", currency: "GBP" });
}

const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** "January 2026" */
export function formatMonth(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

const channelName = (key: string) => (isChannel(key) ? channelLabels[key] : key);

function SourceTable({
  caption,
  head,
  rows,
  name,
  withSpend,
}: {
  caption: string;
  head: string;
  rows: SourceRow[];
  name: (key: string) => string;
  withSpend: boolean;
}) {
  const counts: RowColumn<SourceRow>[] = [
    { head: "Leads", cell: (row) => row.leads },
    { head: "Tours booked", cell: (row) => row.tours },
    { head: "Members", cell: (row) => row.members },
    { head: "Lead to member", cell: (row) => formatRate(row.rate) },
  ];
  const costs: RowColumn<SourceRow>[] = [
    { head: "Spend", cell: (row) => formatPounds(row.spendPence) },
    { head: "Cost per lead", cell: (row) => formatPounds(row.costPerLead) },
    { head: "Cost per tour", cell: (row) => formatPounds(row.costPerTour) },
    { head: "Cost per member", cell: (row) => formatPounds(row.costPerMember) },
  ];
  return (
    <RowTable
      caption={caption}
      head={head}
      rows={rows}
      nameOf={(row) => name(row.key)}
      columns={withSpend ? [...counts, ...costs] : counts}
    />
  );
}

function SourceFigure({
  title,
  head,
  rows,
  name,
  report,
}: {
  title: string;
  head: string;
  rows: SourceRow[];
  name: (key: string) => string;
  report: SourcesReport;
}) {
  const gymLabel = useGymLabel();
  const period = `${formatMonth(report.month)}${report.gym ? `, ${gymLabel(report.gym)}` : ", all gyms"}`;
  if (rows.length === 0)
    return <ChartFigure title={title} chart={null} table={null} empty="No leads in this month." />;
  const total = rows.reduce((sum, row) => sum + row.leads, 0);
  const summary = `${title}, ${period}: ${total} ${total === 1 ? "lead" : "leads"}; ${listSummary(
    rows.map((row) => `${name(row.key)} ${row.leads}`),
  )}.`;
  return (
    <ChartFigure
      title={title}
      stacked={report.withSpend}
      chart={
        <PageBars
          summary={summary}
          bars={rows.map((row) => ({ path: name(row.key), value: row.leads, label: String(row.leads) }))}
        />
      }
      table={
        <SourceTable
          caption={`${title}, ${period}`}
          head={head}
          rows={rows}
          name={name}
          withSpend={report.withSpend}
        />
      }
      note={
        report.withSpend
          ? "Members are leads marked joined; tours are leads with a tour booked at their gym. Costs divide the month's spend entered for the channel or campaign (for one gym: the spend entered for that gym) by the month's leads, tours and members."
          : "Members are leads marked joined; tours are leads with a tour booked at their gym."
      }
    />
  );
}

export function SourceCharts({ report }: { report: SourcesReport }) {
  return (
    <div className="space-y-8">
      <SourceFigure
        title="Leads by channel"
        head="Channel"
        rows={report.byChannel}
        name={channelName}
        report={report}
      />
      <SourceFigure
        title="Leads by campaign"
        head="Campaign"
        rows={report.byCampaign}
        name={(key) => key}
        report={report}
      />
    </div>
  );
}
