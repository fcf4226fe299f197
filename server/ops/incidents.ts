/**
 * Which incidents are open now (issue 43, decision 0036), from the shared figures and this instance's own
 * state. The same list makes health `degraded`, shows the staff banner and drives the alerts.
 */
import type { Incident } from "#contracts/ops.ts";
import type { SharedFigures } from "./figures.ts";

export interface LocalState {
  /** Submissions this instance holds in its spool, and since when (null: none). */
  spool: { depth: number; oldestAt: Date | null } | null;
  /** Since when this instance has been behind the live content (null: it is not). */
  behindSince: Date | null;
}

export interface IncidentSettings {
  /** Minutes every mail attempt must have failed before mail counts as failing (ALERT_AFTER_MINUTES). */
  alertAfterMinutes: number;
  /** Hours a backup may be old (BACKUP_EXPECTED_HOURS). */
  backupExpectedHours: number;
}

const MINUTE = 60_000;

/** The open incidents, oldest first. */
export function openIncidents(
  figures: SharedFigures | null,
  local: LocalState,
  settings: IncidentSettings,
): Incident[] {
  const found: Incident[] = [];
  const add = (kind: Incident["kind"], since: Date, count: number, extra: Partial<Incident> = {}) =>
    found.push({ kind, since: since.toISOString(), count, leadsAffected: 0, ...extra });
  if (figures) {
    const { outbox, leads } = figures;
    const now = figures.at.getTime();
    const mail = figures.delivery.email;
    // Every attempt since `failingSince` failed; for long enough, that is mail failing, not a hiccup.
    if (mail?.failingSince && now - mail.failingSince.getTime() >= settings.alertAfterMinutes * MINUTE)
      add("mail-failing", mail.failingSince, outbox.pending, {
        leadsAffected: outbox.pendingLeads,
        lastDeliveryAt: mail.lastSuccessAt?.toISOString() ?? null,
      });
    if (outbox.dead > 0 && outbox.deadSince)
      add("message-dead", outbox.deadSince, outbox.dead, { leadsAffected: outbox.deadLeads });
    if (leads.pastEscalation > 0 && leads.pastEscalationSince)
      add("lead-past-escalation", leads.pastEscalationSince, leads.pastEscalation, {
        leadsAffected: leads.pastEscalation,
      });
    const backupDue = backupDueAt(figures, settings.backupExpectedHours);
    if (backupDue && now > backupDue.getTime())
      add("backup-late", figures.lastBackupAt ?? figures.installedAt ?? backupDue, 0);
  }
  if (local.spool && local.spool.depth > 0)
    add("spool-holding", local.spool.oldestAt ?? new Date(), local.spool.depth, {
      leadsAffected: local.spool.depth,
    });
  if (local.behindSince) add("content-behind", local.behindSince, 1);
  return found.sort((a, b) => a.since.localeCompare(b.since));
}

/**
 * When a backup is next due: the last one plus the allowance, or, before any backup, the install plus the
 * allowance, so a fresh install has a day to set its schedule up instead of being degraded from its first
 * minute (and an install that never does is told once the allowance has passed).
 */
export function backupDueAt(figures: SharedFigures, expectedHours: number): Date | null {
  const from = figures.lastBackupAt ?? figures.installedAt;
  return from ? new Date(from.getTime() + expectedHours * 60 * MINUTE) : null;
}
