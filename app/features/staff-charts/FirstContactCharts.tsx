/** Time to first contact (issue 32): the figures per gym and week, and the leads waiting now. */
import { ScrollBox } from "#app/components/ui/ScrollBox.tsx";
import { ColumnHeads, linkClass, londonDateTime, waitedLabel } from "#app/features/staff/controls.tsx";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { FirstContactWeek, WaitingLead } from "#contracts/stats.ts";
import { ChartFigure, captionClass, cellClass, tableClass } from "./ChartFigure";
import { formatDay, useGymLabel } from "./format";
import { PageBars } from "./PageBars";

const percent = (share: number) => `${Math.round(share * 100)}%`;
const minutesOrDash = (seconds: number | null) => (seconds === null ? "—" : waitedLabel(seconds));

export function FirstContactChart({ weeks }: { weeks: FirstContactWeek[] }) {
  const gymLabel = useGymLabel();
  const label = (w: FirstContactWeek) => `${gymLabel(w.gym)}, week of ${formatDay(w.week)}`;
  const bars = weeks.slice(0, 12).map((w) => ({
    path: label(w),
    value: w.medianSeconds === null ? null : Math.round(w.medianSeconds / 60),
    label: w.medianSeconds === null ? "none yet" : waitedLabel(w.medianSeconds),
  }));
  return (
    <ChartFigure
      title="Time to first contact (median, staffed time)"
      empty={weeks.length === 0 ? "No leads in the last 12 weeks." : undefined}
      chart={
        <PageBars
          bars={bars}
          summary={`Median staffed minutes to first contact: ${bars.map((b) => `${b.path} ${b.label}`).join("; ")}`}
        />
      }
      table={
        <table className={tableClass}>
          <caption className={captionClass}>Staffed time to first contact, by gym and week</caption>
          <ColumnHeads
            names={[
              "Gym",
              "Week of",
              "Leads",
              "Median",
              "90th percentile",
              "Within 5 min",
              "Within 1 h",
              "Never contacted",
            ]}
          />
          <tbody>
            {weeks.map((w) => (
              <tr key={`${w.gym}-${w.week}`}>
                <th scope="row" className={cellClass}>
                  {gymLabel(w.gym)}
                </th>
                <td className={cellClass}>{formatDay(w.week)}</td>
                <td className={cellClass}>{w.leads}</td>
                <td className={cellClass}>{minutesOrDash(w.medianSeconds)}</td>
                <td className={cellClass}>{minutesOrDash(w.p90Seconds)}</td>
                <td className={cellClass}>{percent(w.within5Minutes)}</td>
                <td className={cellClass}>{percent(w.within1Hour)}</td>
                <td className={cellClass}>{w.neverContacted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      note="Counted in each gym's staffed time (its staffed hours, closed dates left out), from the lead's arrival to the first status change from new, logged call or e-mail, or Mark contacted. Shares are of all the week's leads; held and spam submissions are left out."
    />
  );
}

/** The leads waiting for their first contact now, oldest first. */
export function WaitingLeads({ waiting }: { waiting: WaitingLead[] }) {
  if (waiting.length === 0) return <p className="mb-6">No lead is waiting for a first contact.</p>;
  return (
    <ScrollBox label="Leads waiting for a first contact">
      <table className={`${tableClass} mb-6`}>
        <caption className={captionClass}>Waiting for a first contact, oldest first</caption>
        <ColumnHeads names={["Lead", "Gym", "Received", "Waited (staffed)", "Waited (clock)"]} />
        <tbody>
          {waiting.map((lead) => (
            <tr key={lead.id}>
              <th scope="row" className={cellClass}>
                <a href={staffUrls.submission(lead.id)} className={linkClass}>
                  {lead.name || "(no name)"}
                </a>
              </th>
              <td className={cellClass}>{lead.gymLabel}</td>
              <td className={cellClass}>{londonDateTime(lead.createdAt)}</td>
              <td className={cellClass}>{waitedLabel(lead.staffedSeconds)}</td>
              <td className={cellClass}>{waitedLabel(lead.clockSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
