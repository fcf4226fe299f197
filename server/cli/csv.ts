/**
 * CSV for spreadsheets: RFC 4180 quoting, and cells that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab/CR) prefixed with ' so they stay text (CSV injection).
 */
// Module constants, not literals in csvCell: a regular expression literal is a new object each time it is
// evaluated, and the staff export calls csvCell millions of times (issue 46).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ""
      : typeof value === "string"
        ? value
        : value instanceof Date
          ? value.toISOString()
          : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** The source columns of a submission (issue 38), the same in the staff export and the CLI's. */
export const sourceCsvHeader = [
  "channel",
  "campaign",
  "landing_page",
  "utm_source",
  "utm_medium",
  "utm_term",
  "utm_content",
  "referrer_host",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
];

interface SourceColumns {
  channel: string | null;
  utmCampaign: string | null;
  landingPath: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  referrerHost: string | null;
  gclid: string | null;
  gbraid: string | null;
  wbraid: string | null;
  fbclid: string | null;
}

export function sourceCsvCells(row: SourceColumns): unknown[] {
  return [
    row.channel,
    row.utmCampaign,
    row.landingPath,
    row.utmSource,
    row.utmMedium,
    row.utmTerm,
    row.utmContent,
    row.referrerHost,
    row.gclid,
    row.gbraid,
    row.wbraid,
    row.fbclid,
  ];
}
