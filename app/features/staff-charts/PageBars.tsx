/** Horizontal bars, one row per page: the label above its bar so that long paths fit on a phone. */

export interface PageBar {
  path: string;
  /** null: nothing to draw (a rate without views); `label` says why. */
  value: number | null;
  label: string;
}

const width = 320;
const rowHeight = 42;
const barHeight = 14;
const labelSpace = 64; // right of the longest bar, for its value

export function PageBars({ bars, summary }: { bars: PageBar[]; summary: string }) {
  const max = Math.max(0, ...bars.map((b) => b.value ?? 0));
  const length = (value: number) => (max === 0 ? 0 : (value / max) * (width - labelSpace));
  const height = bars.length * rowHeight + 4;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={summary}
      className="h-auto w-full max-w-2xl font-sans text-ink"
    >
      <title>{summary}</title>
      {bars.map((bar, i) => {
        const top = i * rowHeight;
        const barLength = bar.value === null ? 0 : length(bar.value);
        return (
          <g key={bar.path}>
            <text x={0} y={top + 14} fontSize={13} className="fill-ink">
              {bar.path}
            </text>
            <line
              x1={0}
              x2={0}
              y1={top + 19}
              y2={top + 19 + barHeight}
              className="stroke-ink"
              strokeWidth={1.5}
            />
            {bar.value !== null && bar.value > 0 && (
              <rect
                data-path={bar.path}
                data-value={bar.value}
                x={0}
                y={top + 19}
                width={barLength}
                height={barHeight}
                className="fill-signal stroke-ink"
                strokeWidth={0.75}
              />
            )}
            <text
              x={barLength + 6}
              y={top + 19 + barHeight - 3}
              fontSize={13}
              className={bar.value === null ? "fill-steel" : "fill-ink font-semibold"}
            >
              {bar.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** "a 3, b 2, c 1 and 4 more pages" */
export function listSummary(items: string[], shown = 5): string {
  const head = items.slice(0, shown).join(", ");
  const rest = items.length - shown;
  return rest > 0 ? `${head} and ${rest} more ${rest === 1 ? "page" : "pages"}` : head;
}
