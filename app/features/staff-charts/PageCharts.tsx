import type { LeadsByPage, PageConversion } from "#contracts/stats.ts";
import { ChartFigure } from "./ChartFigure";
import { formatDay, formatRate, useGymLabel } from "./format";
import { listSummary, PageBars } from "./PageBars";
import { type RowColumn, RowTable } from "./RowTable";

const periodOf = (data: LeadsByPage, gymLabel: (formName: string) => string) =>
  `${formatDay(data.from)} to ${formatDay(data.to)}${data.gym ? `, ${gymLabel(data.gym)} leads` : ""}`;

/** Leads by page of origin (the page the form was sent from), most first, with the same numbers in a table. */
export function LeadsByPageChart({
  data,
  title = "Leads by page of origin",
}: {
  data: LeadsByPage;
  title?: string;
}) {
  const gymLabel = useGymLabel();
  const pages = data.pages.filter((p) => p.leads > 0).sort((a, b) => b.leads - a.leads);
  if (pages.length === 0)
    return <ChartFigure title={title} chart={null} table={null} empty="No leads in this period." />;
  const total = pages.reduce((sum, p) => sum + p.leads, 0);
  const summary =
    `${title}, ${periodOf(data, gymLabel)}: ${total} ${total === 1 ? "lead" : "leads"} from ${pages.length} ` +
    `${pages.length === 1 ? "page" : "pages"}; ${listSummary(pages.map((p) => `${p.path} ${p.leads}`))}.`;
  return (
    <ChartFigure
      title={title}
      chart={
        <PageBars
          summary={summary}
          bars={pages.map((p) => ({ path: p.path, value: p.leads, label: String(p.leads) }))}
        />
      }
      table={
        <PageTable
          caption={`${title}, ${periodOf(data, gymLabel)}`}
          pages={pages}
          columns={[{ head: "Leads", cell: (p) => p.leads }]}
        />
      }
    />
  );
}

// docs/analytics.md: the server counts page loads, not the navigations the browser makes on its own.
const rateNote =
  "Views are the page loads the server counted, without cookies. Moving between pages by the site's own " +
  "links is not counted, so pages mostly reached that way (a sign-up page, say) read high.";

/**
 * Each page's conversion rate (leads ÷ views over the period), highest first; pages with leads but no
 * counted views show "—", not a bar. The table adds the leads and views the rate comes from.
 */
export function ConversionRateChart({
  data,
  title = "Conversion rate by page",
}: {
  data: LeadsByPage;
  title?: string;
}) {
  const gymLabel = useGymLabel();
  if (data.pages.length === 0)
    return (
      <ChartFigure title={title} chart={null} table={null} empty="No leads or page views in this period." />
    );
  const pages = [...data.pages].sort(
    (a, b) => (b.rate ?? -1) - (a.rate ?? -1) || b.leads - a.leads || b.views - a.views,
  );
  const rated = pages.filter((p) => p.rate !== null);
  const summary =
    `${title}, ${periodOf(data, gymLabel)}: ` +
    (rated.length === 0
      ? "no page views counted."
      : `${listSummary(rated.map((p) => `${p.path} ${formatRate(p.rate)} (${p.leads} of ${p.views})`))}.`);
  return (
    <ChartFigure
      title={title}
      note={rateNote}
      chart={
        <PageBars
          summary={summary}
          bars={pages.map((p) => ({
            path: p.path,
            value: p.rate,
            label: p.rate === null ? "— no views" : formatRate(p.rate),
          }))}
        />
      }
      table={
        <PageTable
          caption={`${title}, ${periodOf(data, gymLabel)}`}
          pages={pages}
          columns={[
            { head: "Leads", cell: (p) => p.leads },
            { head: "Views", cell: (p) => p.views },
            { head: "Rate", cell: (p) => formatRate(p.rate) },
          ]}
        />
      }
    />
  );
}

/** The table beside a page chart: one row per page, its numbers right-aligned. */
function PageTable({
  caption,
  pages,
  columns,
}: {
  caption: string;
  pages: PageConversion[];
  columns: RowColumn<PageConversion>[];
}) {
  return <RowTable caption={caption} head="Page" rows={pages} nameOf={(p) => p.path} columns={columns} />;
}
