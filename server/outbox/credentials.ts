/**
 * Messages that carry a credential. A staff sign-in link: the message's body is wiped as soon as it is sent
 * or given up, and such messages are left out of backups. A tour's cancel link (in the confirmation, its
 * invite, the texts and the reminders): the link's token is cut out of the stored copy once the message is
 * sent, the rest of the message kept for staff; a dead message keeps it, so that `leads retry` still sends
 * the visitor a working link. So neither token is kept at rest in the outbox once delivered
 * (docs/security.md, "No token at rest").
 */
import type { OutboxRow } from "#server/db/schema.ts";

export const credentialPurposes: readonly string[] = ["staff-sign-in"];

export const SCRUBBED_BODY = "[The sign-in link was removed once the mail was sent: links are credentials.]";

/** What a sent copy's cancel links read instead (not a token the cancel page would look up). */
export const REMOVED_CANCEL_LINK = "/tour/cancel/removed-once-sent";

/** A tour's cancel link (server/tours/messages.ts, cancelUrl) by its path and token. */
const CANCEL_LINK = /\/tour\/cancel\/[A-Za-z0-9_-]{20,}/g;

/** Undoes iCalendar's line folding (CRLF and one space), which may split a link anywhere. */
const unfold = (calendar: string) => calendar.replace(/\r?\n[ \t]/g, "");

/** The fields that replace a credential-carrying message's body once it is sent or dead; {} for others. */
export function scrubbedOnceDone(row: Pick<OutboxRow, "purpose">): { textBody?: string; htmlBody?: null } {
  return credentialPurposes.includes(row.purpose) ? { textBody: SCRUBBED_BODY, htmlBody: null } : {};
}

/**
 * The fields that replace a sent message's parts carrying a tour's cancel link; {} when none does. The
 * invite is stored unfolded (it is never sent again as it is).
 */
export function cancelLinksScrubbed(
  row: Pick<OutboxRow, "textBody" | "htmlBody" | "calendar">,
): Partial<Pick<OutboxRow, "textBody" | "htmlBody" | "calendar">> {
  const scrub = (text: string) => text.replace(CANCEL_LINK, REMOVED_CANCEL_LINK);
  const changed: Partial<Pick<OutboxRow, "textBody" | "htmlBody" | "calendar">> = {};
  const text = scrub(row.textBody);
  if (text !== row.textBody) changed.textBody = text;
  if (row.htmlBody !== null) {
    const html = scrub(row.htmlBody);
    if (html !== row.htmlBody) changed.htmlBody = html;
  }
  if (row.calendar !== null) {
    const calendar = scrub(unfold(row.calendar));
    if (calendar !== unfold(row.calendar)) changed.calendar = calendar;
  }
  return changed;
}
