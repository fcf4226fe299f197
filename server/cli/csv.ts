/**
 * CSV for spreadsheets: RFC 4180 quoting, and cells that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab/CR) prefixed with ' so they stay text (CSV injection).
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
