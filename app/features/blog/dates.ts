/** Blog dates are stored as SPEC §3 gives them (dd.mm.yyyy); machines get ISO. */
export function isoFromPublished(published: string): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(published);
  if (!match) return published;
  const [, day, month, year] = match;
  return `${year}-${month}-${day}`;
}

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "14.03.2025" -> "14 March 2025", for screen readers and anywhere the dotted form would be ambiguous. */
export function longDate(published: string): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(published);
  if (!match) return published;
  const [, day, month, year] = match;
  return `${Number(day)} ${monthNames[Number(month) - 1]} ${year}`;
}
