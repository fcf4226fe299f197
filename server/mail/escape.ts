/** HTML-escapes text for markup built from strings; the mails are React components, which escape for themselves. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * One line of header-safe text: control characters (CR/LF above all) become spaces. The schemas already
 * reject them in names; this is the second line of defence for subjects and display names.
 */
export function oneLine(value: string, max = 200): string {
  const cleaned = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned.length > max ? `${cleaned.slice(0, max - 1)}…` : cleaned;
}
