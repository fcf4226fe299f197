/**
 * Retention, as the privacy policy states it (contracts/content/retention.ts: retentionMonths, retentionDays):
 * - a submission is deleted, with its outbox rows and their .eml copies, once older than its kind's period
 *   (spam caught by the honeypot: retentionDays.spam), joined or not: a member's details are in their
 *   membership record. What the charts need of it stays as anonymous counts (lead-counts.ts, decision 0033);
 * - a delivered message keeps its metadata (channel, purpose, status, attempts, dates) but loses its
 *   recipient, subject and bodies retentionDays.sentMessageCopies days after delivery, and its .eml copy goes.
 * - a submission's status history (submission_events) goes with it;
 * - staff sign-in: expired links and idle sessions are deleted, and a sign-in e-mail (an outbox row of no
 *   submission) is deleted a day after it was written, delivered or not;
 * A daily job in every server instance; running twice, or on two instances at once, does no harm. After a
 * pass that deleted or blanked anything, the rows' old bytes are purged from the database's files (purge.ts).
 */
import { and, eq, inArray, isNull, lt, ne, or, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { SubmissionKind } from "#contracts/payloads.ts";
import type { Db } from "#server/db/client.ts";
import { outbox, submissionEvents, submissions } from "#server/db/schema.ts";
import type { Env } from "#server/env.ts";
import { expireSpooled } from "#server/spool/subject.ts";
import { purgeStaffAuth } from "#server/staff/auth.ts";
import { purgePasskeyChallenges } from "#server/staff/passkeys.ts";
import { deleteEmlFiles, emlFilesFor, oldEmlFiles } from "./eml";
import { keepCounts } from "./lead-counts";
import { purgeDeletedRows } from "./purge";

export interface RetentionPeriods {
  /** Months a (non-spam) submission of each kind is kept. */
  months: Record<SubmissionKind, number>;
  /** Days a submission caught by the honeypot is kept. */
  spamDays: number;
  /** Days after delivery that a sent message keeps its recipient, subject and bodies. */
  sentMessageDays: number;
}

export function retentionPeriods(env: Env): RetentionPeriods {
  return {
    months: {
      lead: env.RETENTION_LEAD_MONTHS,
      interest: env.RETENTION_INTEREST_MONTHS,
      enquiry: env.RETENTION_ENQUIRY_MONTHS,
      investor: env.RETENTION_INVESTOR_MONTHS,
      // A tour is a lead: the visitor asked to see a gym.
      tour: env.RETENTION_LEAD_MONTHS,
    },
    spamDays: env.RETENTION_SPAM_DAYS,
    sentMessageDays: env.RETENTION_SENT_MESSAGE_DAYS,
  };
}

/** The same day of the month, `months` earlier (31 March less one month is 28 or 29 February). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

export interface RetentionReport {
  submissionsDeleted: number;
  outboxDeleted: number;
  messagesScrubbed: number;
  filesDeleted: number;
  /** Submissions past retention removed from this instance's spool (present when there were any). */
  spooledDeleted?: number;
}

/** Rows per transaction, so a first run over years of data never holds the database for long. */
const BATCH = 250;

const kinds: SubmissionKind[] = ["lead", "enquiry", "investor", "interest", "tour"];

/**
 * Runs `step` (one statement on at most BATCH rows, returning their ids) until it touches none, handing each
 * batch's ids to `done`, with the event loop free between batches (issue 46: a first pass over a year of
 * outbox rows never stalls a request).
 */
async function inBatches(
  step: () => Promise<{ id: number }[]>,
  done: (ids: number[]) => Promise<void>,
): Promise<void> {
  for (;;) {
    const rows = await step();
    if (rows.length === 0) return;
    await done(rows.map((r) => r.id));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** One pass of the retention rules. */
export async function applyRetention(
  db: Db,
  periods: RetentionPeriods,
  options: { dataDir: string; now?: Date },
): Promise<RetentionReport> {
  const now = options.now ?? new Date();
  const expired: SQL | undefined = or(
    and(eq(submissions.spam, true), lt(submissions.createdAt, daysBefore(now, periods.spamDays))),
    ...kinds.map((kind) =>
      and(
        eq(submissions.spam, false),
        eq(submissions.kind, kind),
        lt(submissions.createdAt, monthsBefore(now, periods.months[kind])),
      ),
    ),
  );
  const report: RetentionReport = {
    submissionsDeleted: 0,
    outboxDeleted: 0,
    messagesScrubbed: 0,
    filesDeleted: 0,
  };
  // Tour submissions last: a lead's tours are found through them, and are counted with it (lead-counts.ts).
  const tourLast = [ne(submissions.kind, "tour"), eq(submissions.kind, "tour")];
  for (let part = 0; part < tourLast.length; ) {
    const batch = await db.transaction(async (tx) => {
      // Locked, and skipped by another instance's pass: each deleted row is counted once (lead-counts.ts).
      const rows = await tx
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(expired, tourLast[part]))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (rows.length === 0) return null;
      const ids = rows.map((r) => r.id);
      await keepCounts(tx, ids);
      const gone = await tx
        .delete(outbox)
        .where(inArray(outbox.submissionId, ids))
        .returning({ id: outbox.id });
      await tx.delete(submissionEvents).where(inArray(submissionEvents.submissionId, ids));
      // Counted from what this pass deleted: another instance's pass may have taken some first.
      const deleted = await tx
        .delete(submissions)
        .where(inArray(submissions.id, ids))
        .returning({ id: submissions.id });
      return { submissions: deleted.length, outboxIds: gone.map((r) => r.id) };
    });
    if (!batch) {
      part++;
      continue;
    }
    // The event loop is free between batches: a first pass over years of rows never stalls a request.
    await new Promise((resolve) => setImmediate(resolve));
    report.submissionsDeleted += batch.submissions;
    report.outboxDeleted += batch.outboxIds.length;
    // After the commit: a file whose row is gone is an orphan a later pass never finds by id.
    report.filesDeleted += (await deleteEmlFiles(await emlFilesFor(options.dataDir, batch.outboxIds))).length;
  }

  // Submissions still waiting in this instance's spool follow the same periods.
  // A damaged record's kind cannot be trusted: the shortest period applies (the latest cut-off).
  const damagedBefore = new Date(
    Math.max(
      daysBefore(now, periods.spamDays).getTime(),
      ...Object.values(periods.months).map((months) => monthsBefore(now, months).getTime()),
    ),
  );
  const spooledDeleted = await expireSpooled(
    options.dataDir,
    (s) => {
      const at = new Date(s.receivedAt);
      return s.spam ? at < daysBefore(now, periods.spamDays) : at < monthsBefore(now, periods.months[s.kind]);
    },
    damagedBefore,
  );
  if (spooledDeleted > 0) report.spooledDeleted = spooledDeleted;

  // Staff sign-in links: worthless after 15 minutes, so their e-mails go after a day.
  const oldSignInMails = and(isNull(outbox.submissionId), lt(outbox.createdAt, daysBefore(now, 1)));
  await inBatches(
    () =>
      db
        .delete(outbox)
        .where(
          inArray(outbox.id, db.select({ id: outbox.id }).from(outbox).where(oldSignInMails).limit(BATCH)),
        )
        .returning({ id: outbox.id }),
    async (ids) => {
      report.outboxDeleted += ids.length;
      report.filesDeleted += (await deleteEmlFiles(await emlFilesFor(options.dataDir, ids))).length;
    },
  );
  await purgeStaffAuth(db, now);
  await purgePasskeyChallenges(db, now);

  const copiesCutoff = daysBefore(now, periods.sentMessageDays);
  const unscrubbed = and(eq(outbox.status, "sent"), lt(outbox.sentAt, copiesCutoff), ne(outbox.textBody, ""));
  await inBatches(
    () =>
      db
        .update(outbox)
        .set({
          recipient: "",
          replyTo: null,
          subject: "",
          textBody: "",
          htmlBody: null,
          calendar: null,
          lastError: null,
        })
        .where(inArray(outbox.id, db.select({ id: outbox.id }).from(outbox).where(unscrubbed).limit(BATCH)))
        .returning({ id: outbox.id }),
    async (ids) => {
      report.messagesScrubbed += ids.length;
      report.filesDeleted += (await deleteEmlFiles(await emlFilesFor(options.dataDir, ids))).length;
    },
  );
  // An .eml file is written when its message is delivered: one older than the period is an old copy,
  // whatever became of its row (and this also catches the copies of rows scrubbed on another host).
  report.filesDeleted += (await deleteEmlFiles(await oldEmlFiles(options.dataDir, copiesCutoff))).length;
  return report;
}

export interface RetentionJob {
  start(): void;
  /** Runs a pass now (the daily timer keeps its schedule). */
  runNow(): Promise<RetentionReport>;
  stop(): Promise<void>;
}

export interface RetentionJobOptions {
  db: Db;
  periods: RetentionPeriods;
  dataDir: string;
  log: FastifyBaseLogger;
  /** Default one day. */
  intervalMs?: number;
  /** The first pass, a little after start so it never competes with start-up. Default one minute. */
  firstRunDelayMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createRetentionJob(options: RetentionJobOptions): RetentionJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RetentionReport> | undefined;
  let stopped = false;
  const runNow = () => {
    // One pass at a time in this process.
    running ??= applyRetention(options.db, options.periods, { dataDir: options.dataDir }).finally(() => {
      running = undefined;
    });
    return running;
  };
  const tick = async () => {
    try {
      const report = await runNow();
      // What went leaves the embedded database's files too, as after an erasure (issue 36).
      if (report.submissionsDeleted + report.outboxDeleted + report.messagesScrubbed > 0)
        await purgeDeletedRows(options.db);
      options.log.info({ retention: report }, "retention: pass done");
    } catch (error) {
      // Never fatal: the next day's pass tries again.
      options.log.error({ err: error }, "retention: pass failed");
    }
    if (!stopped) schedule(options.intervalMs ?? DAY_MS);
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  };
  return {
    start() {
      stopped = false;
      if (!timer) schedule(options.firstRunDelayMs ?? 60_000);
    },
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** The daily retention job of this instance (started with the outbox worker). */
    retention: RetentionJob;
  }
}

/** Wires the job into the app: started when the app is ready (if `start`), stopped before it closes. */
export function registerRetention(app: FastifyInstance, options: { db: Db; env: Env; start: boolean }): void {
  const job = createRetentionJob({
    db: options.db,
    periods: retentionPeriods(options.env),
    dataDir: options.env.dataDir,
    log: app.log,
  });
  app.decorate("retention", job);
  if (options.start) app.addHook("onReady", async () => job.start());
  app.addHook("onClose", async () => job.stop());
}
