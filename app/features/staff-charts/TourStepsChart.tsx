import type { TourSteps } from "#contracts/stats.ts";
import { ChartFigure, captionClass, cellClass, headClass, tableClass } from "./ChartFigure";
import { formatDay, useGymLabel } from "./format";
import { listSummary, PageBars } from "./PageBars";

const steps = [
  { key: "leads", label: "leads" },
  { key: "toursBooked", label: "tour booked" },
  { key: "toursAttended", label: "tour attended" },
] as const;

const stepNote =
  "Counts of the period, not one group of people followed through: a tour booked this week may come from " +
  "a lead of an earlier one. Attended counts the tours staff marked attended on the tours page.";

/** Per gym, the steps after a lead: leads, tours booked, tours attended (issue 19), with the same table. */
export function TourStepsChart({ data, title = "From lead to tour" }: { data: TourSteps; title?: string }) {
  const gymLabel = useGymLabel();
  const period = `${formatDay(data.from)} to ${formatDay(data.to)}`;
  const bars = data.gyms.flatMap((gym) =>
    steps.map((step) => ({
      path: `${gymLabel(gym.gym)}: ${step.label}`,
      value: gym[step.key],
      label: String(gym[step.key]),
    })),
  );
  if (bars.every((bar) => bar.value === 0))
    return <ChartFigure title={title} chart={null} table={null} empty="No leads or tours in this period." />;
  const summary = `${title}, ${period}: ${listSummary(
    data.gyms.map(
      (g) => `${gymLabel(g.gym)} ${g.leads} leads, ${g.toursBooked} booked, ${g.toursAttended} attended`,
    ),
    data.gyms.length,
  )}.`;
  return (
    <ChartFigure
      title={title}
      note={stepNote}
      chart={<PageBars summary={summary} bars={bars} />}
      table={
        <table className={tableClass}>
          <caption className={captionClass}>{`${title}, ${period}`}</caption>
          <thead>
            <tr>
              <th scope="col" className={headClass}>
                Gym
              </th>
              {steps.map((step) => (
                <th key={step.key} scope="col" className={`${headClass} text-right`}>
                  {step.label[0]?.toUpperCase() + step.label.slice(1)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.gyms.map((gym) => (
              <tr key={gym.gym}>
                <th scope="row" className={`${cellClass} font-normal`}>
                  {gymLabel(gym.gym)}
                </th>
                {steps.map((step) => (
                  <td key={step.key} className={`${cellClass} text-right`}>
                    {gym[step.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
