import { captionClass, cellClass, headClass, tableClass } from "./ChartFigure";

export interface RowColumn<Row> {
  head: string;
  cell: (row: Row) => string | number;
}

/** The table beside a bar chart: one row per bar (a page, a channel), named in its row head, numbers right. */
export function RowTable<Row>({
  caption,
  head,
  rows,
  nameOf,
  columns,
}: {
  caption: string;
  /** The first column's heading ("Page", "Channel"). */
  head: string;
  rows: Row[];
  /** The row's name, unique among the rows. */
  nameOf: (row: Row) => string;
  columns: RowColumn<Row>[];
}) {
  return (
    <table className={tableClass}>
      <caption className={captionClass}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={headClass}>
            {head}
          </th>
          {columns.map((column) => (
            <th key={column.head} scope="col" className={`${headClass} text-right`}>
              {column.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={nameOf(row)}>
            <th scope="row" className={`${cellClass} font-normal break-all whitespace-normal`}>
              {nameOf(row)}
            </th>
            {columns.map((column) => (
              <td key={column.head} className={`${cellClass} text-right`}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
