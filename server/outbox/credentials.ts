/**
 * Messages that carry a credential (a staff sign-in link). Their body is wiped as soon as the message is
 * sent or given up, so the token is never kept at rest in the outbox, and they are left out of backups
 * (docs/security.md, "No token at rest").
 */
import type { OutboxRow } from "#server/db/schema.ts";

export const credentialPurposes: readonly string[] = ["staff-sign-in"];

export const SCRUBBED_BODY = "[The sign-in link was removed once the mail was sent: links are credentials.]";

/** The fields that replace a credential-carrying message's body once it is sent or dead; {} for others. */
export function scrubbedOnceDone(row: Pick<OutboxRow, "purpose">): { textBody?: string; htmlBody?: null } {
  return credentialPurposes.includes(row.purpose) ? { textBody: SCRUBBED_BODY, htmlBody: null } : {};
}
