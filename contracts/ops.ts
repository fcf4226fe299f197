/**
 * The site's incidents (issue 43, decision 0036): what is failing, in the words management reads in the
 * staff area's banner and the owner reads in an alert. The server decides which are open (server/ops); both
 * sides say them from here, so the banner and the alert never differ. Counts and times only: an incident
 * never carries a name, an e-mail address or a phone number.
 */

export const incidentKinds = [
  "mail-failing",
  "message-dead",
  "lead-past-escalation",
  "spool-holding",
  "content-behind",
  "backup-late",
] as const;
export type IncidentKind = (typeof incidentKinds)[number];

export interface Incident {
  kind: IncidentKind;
  /** ISO instant the condition began (mail: the first failed attempt since the last delivery). */
  since: string;
  /** Messages waiting to go out (mail-failing), dead messages (message-dead), leads (lead-past-escalation), records (spool-holding). */
  count: number;
  /** Leads whose messages are waiting or dead: a count, never who. */
  leadsAffected: number;
  /** The last delivery, when there was one (mail-failing). */
  lastDeliveryAt?: string | null;
}

const londonTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
});
const londonDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
});

/** "14:02" today (London), "14:02 on 6 Dec" another day. */
export function londonWhen(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const time = londonTime.format(at);
  return londonDay.format(at) === londonDay.format(now) ? time : `${time} on ${londonDay.format(at)}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One sentence for the banner and the alert: what fails and since when, with its counts. */
export function incidentSentence(incident: Incident, now: Date = new Date()): string {
  const since = londonWhen(incident.since, now);
  switch (incident.kind) {
    case "mail-failing": {
      const from = incident.lastDeliveryAt ? londonWhen(incident.lastDeliveryAt, now) : since;
      return `Mail has not been delivered since ${from}; ${plural(incident.count, "message is", "messages are")} waiting.`;
    }
    case "message-dead":
      return `${plural(incident.count, "message", "messages")} could not be delivered and ${incident.count === 1 ? "was" : "were"} given up (since ${since}).`;
    case "lead-past-escalation":
      return `${plural(incident.count, "lead has", "leads have")} waited past escalation without contact (since ${since}).`;
    case "spool-holding":
      return `The database could not take ${plural(incident.count, "submission", "submissions")}; ${incident.count === 1 ? "it is" : "they are"} kept on an instance's disk (since ${since}).`;
    case "content-behind":
      return `An instance is serving older content than the live content (since ${since}).`;
    case "backup-late":
      return `No backup has completed since ${since}.`;
  }
}

/** The first thing to do, for the alert (the runbook in docs/operations.md says the rest). */
export const firstStep: Record<IncidentKind, string> = {
  "mail-failing":
    "Check the mail provider's account and the SMTP_URL password (staff with a passkey can still sign in).",
  "message-dead":
    "Fix the cause, then retry the message from the staff area's Outbox (or npm run leads -- retry <id>).",
  "lead-past-escalation": "Call the waiting leads from the staff area's inbox and mark them contacted.",
  "spool-holding": "Bring PostgreSQL back; the spooled submissions are written in as soon as it answers.",
  "content-behind":
    "Check the instance's log and the photo bucket; /api/health names what it could not reach.",
  "backup-late": "Run npm run leads -- backup <file> and check the scheduled job that should run it.",
};

/** What an alert says when an incident opens ("firing") or ends ("resolved"). */
export function alertText(
  site: string,
  incident: Incident,
  state: "firing" | "resolved",
  now: Date = new Date(),
): string {
  if (state === "resolved")
    return `[${site}] Resolved: ${resolvedSentence[incident.kind]} (the incident began at ${londonWhen(incident.since, now)}).`;
  const leads = incident.leadsAffected > 0 ? ` Leads affected: ${incident.leadsAffected}.` : "";
  return `[${site}] ${incidentSentence(incident, now)}${leads} First: ${firstStep[incident.kind]}`;
}

const resolvedSentence: Record<IncidentKind, string> = {
  "mail-failing": "mail is being delivered again",
  "message-dead": "no message is dead any more",
  "lead-past-escalation": "no lead waits past escalation",
  "spool-holding": "the spooled submissions are in the database",
  "content-behind": "every instance serves the live content",
  "backup-late": "a backup has completed",
};
