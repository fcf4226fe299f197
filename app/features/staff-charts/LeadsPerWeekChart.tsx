import { useGyms } from "#app/lib/use-gyms.ts";
import type { LeadsPerWeek } from "#contracts/stats.ts";
import { ChartFigure, captionClass, cellClass, headClass, tableClass } from "./ChartFigure";
import { countTicks, formatDay, formatMonth, useGymLabel } from "./format";

// One colour per gym, by its place in the site order, so that a gym keeps its colour in a gym's own view.
const palette = [
  { fill: "fill-ink", swatch: "bg-ink" },
  { fill: "fill-signal", swatch: "bg-signal" },
  { fill: "fill-steel", swatch: "bg-steel" },
  { fill: "fill-mist", swatch: "bg-mist" },
];
const colourIn = (order: readonly string[]) => (gym: string) => {
  const index = order.indexOf(gym);
  return palette[(index < 0 ? order.length : index) % palette.length] ?? palette[0]!;
};

// Drawing units: a narrow viewBox keeps the text legible when the SVG shrinks to a 375 px phone.
const width = 320;
const height = 220;
const margin = { top: 10, right: 4, bottom: 36, left: 28 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

/** Leads per week per gym, stacked, with the same numbers in a table. */
export function LeadsPerWeekChart({
  data,
  title = "Leads per week",
}: {
  data: LeadsPerWeek;
  title?: string;
}) {
  // The site order of the places (root loader data); a place not listed (closed) takes the next colour.
  const colourOf = colourIn(useGyms().map((gym) => gym.formName));
  const gymLabel = useGymLabel();
  const totals = data.weeks.map((_, i) => data.series.reduce((sum, s) => sum + (s.counts[i] ?? 0), 0));
  const total = totals.reduce((sum, n) => sum + n, 0);
  if (total === 0)
    return <ChartFigure title={title} chart={null} table={null} empty="No leads in this period." />;

  const ticks = countTicks(Math.max(...totals));
  const top = ticks[ticks.length - 1] ?? 1;
  const y = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
  const band = plotWidth / data.weeks.length;
  const barWidth = band * 0.66;
  const gymTotals = data.series.map((s) => ({ gym: s.gym, total: s.counts.reduce((a, b) => a + b, 0) }));
  const busiest = totals.indexOf(Math.max(...totals));
  const first = data.weeks[0] ?? "";
  const last = data.weeks[data.weeks.length - 1] ?? "";
  const summary =
    `${title}, ${data.weeks.length} weeks from ${formatDay(first)} to the week of ${formatDay(last)}: ` +
    `${total} ${total === 1 ? "lead" : "leads"} in all` +
    (gymTotals.length > 1 ? `; ${gymTotals.map((g) => `${gymLabel(g.gym)} ${g.total}`).join(", ")}` : "") +
    `. Busiest week: ${formatDay(data.weeks[busiest] ?? first)}, with ${totals[busiest]}.`;

  const chart = (
    <>
      {data.series.length > 1 && (
        <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {data.series.map((s) => (
            <li key={s.gym} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className={`inline-block size-3 border border-ink ${colourOf(s.gym).swatch}`}
              />
              {gymLabel(s.gym)}
            </li>
          ))}
        </ul>
      )}
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full max-w-2xl font-sans text-ink"
      >
        <title>{summary}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={margin.left}
              x2={width - margin.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? "stroke-ink" : "stroke-ink/15"}
              strokeWidth={tick === 0 ? 1.5 : 1}
            />
            <text x={margin.left - 5} y={y(tick) + 4} textAnchor="end" fontSize={12} className="fill-steel">
              {tick}
            </text>
          </g>
        ))}
        {data.weeks.map((week, i) => {
          const x = margin.left + band * i + (band - barWidth) / 2;
          let stacked = 0;
          const previous = data.weeks[i - 1];
          const newMonth = !previous || formatMonth(previous) !== formatMonth(week);
          return (
            <g key={week}>
              {data.series.map((s) => {
                const value = s.counts[i] ?? 0;
                if (value === 0) return null;
                const bottom = y(stacked);
                stacked += value;
                return (
                  <rect
                    key={s.gym}
                    data-week={week}
                    data-gym={s.gym}
                    data-value={value}
                    x={x}
                    width={barWidth}
                    y={y(stacked)}
                    height={bottom - y(stacked)}
                    className={`${colourOf(s.gym).fill} stroke-ink`}
                    strokeWidth={0.75}
                  />
                );
              })}
              <text x={x + barWidth / 2} y={height - margin.bottom + 14} textAnchor="middle" fontSize={12}>
                {week.slice(8).replace(/^0/, "")}
              </text>
              {newMonth && (
                <text
                  x={x + barWidth / 2}
                  y={height - margin.bottom + 30}
                  textAnchor="middle"
                  fontSize={12}
                  className="fill-steel"
                >
                  {formatMonth(week)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </>
  );

  const table = (
    <table className={tableClass}>
      <caption className={captionClass}>{title}, by week beginning (Monday)</caption>
      <thead>
        <tr>
          <th scope="col" className={headClass}>
            Week beginning
          </th>
          {data.series.map((s) => (
            <th key={s.gym} scope="col" className={`${headClass} text-right`}>
              {gymLabel(s.gym)}
            </th>
          ))}
          {data.series.length > 1 && (
            <th scope="col" className={`${headClass} text-right`}>
              Total
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {data.weeks.map((week, i) => (
          <tr key={week}>
            <th scope="row" className={`${cellClass} font-normal`}>
              {formatDay(week)}
            </th>
            {data.series.map((s) => (
              <td key={s.gym} className={`${cellClass} text-right`}>
                {s.counts[i] ?? 0}
              </td>
            ))}
            {data.series.length > 1 && (
              <td className={`${cellClass} text-right font-semibold`}>{totals[i]}</td>
            )}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className={`${cellClass} font-semibold`}>
            All weeks
          </th>
          {gymTotals.map((g) => (
            <td key={g.gym} className={`${cellClass} text-right font-semibold`}>
              {g.total}
            </td>
          ))}
          {data.series.length > 1 && <td className={`${cellClass} text-right font-semibold`}>{total}</td>}
        </tr>
      </tfoot>
    </table>
  );

  return <ChartFigure title={title} chart={chart} table={table} />;
}
