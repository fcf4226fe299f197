/**
 * Data-subject requests (UK GDPR arts. 15 and 17) by e-mail address: everything held for it, and its
 * erasure. Used by the staff CLI (`npm run leads -- find|erase <email>`) and meant for a staff web area too.
 * "Everything" is: the submissions made with that address, every outbox message they caused or that was
 * addressed to it and to no one else's submission (a staff sign-in mail), the status history staff kept on those submissions
 * (submission_events), and the .eml copies of those messages under DATA_DIR/outbox. A lead reminder digest
 * stored on someone else's lead names the subject's leads by reference and link only (issue 36): find lists
 * those messages too, and erasure leaves them, the reference then pointing at nothing.
 */
import { createHash } from "node:crypto";
import { appendFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray, isNull, not, or, type SQL, sql } from "drizzle-orm";
import { emailField } from "#contracts/fields.ts";
import type { Db } from "#server/db/client.ts";
import {
  erasures,
  type OutboxRow,
  outbox,
  type SubmissionEventRow,
  type SubmissionRow,
  submissionEvents,
  submissions,
  type TourBookingRow,
  tourBookings,
} from "#server/db/schema.ts";
import { type DamagedRecord, damagedFor, eraseSpooled, spooledFor } from "#server/spool/subject.ts";
import type { PreparedSubmission } from "#server/submissions/store.ts";
import { deleteEmlFiles, emlFilesFor, readEmlFiles } from "./eml";
import { purgeDeletedRows } from "./purge";

/** The address is not an e-mail address: nothing was looked up or changed. */
export class InvalidSubjectError extends Error {
  constructor(readonly input: string) {
    super("Give the e-mail address exactly as the person wrote it, e.g. jane@example.com");
    this.name = "InvalidSubjectError";
  }
}

/** Addresses compare without case: Jane@Example.com and jane@example.com are one person. */
function normalise(email: string): string {
  const parsed = emailField.safeParse(email);
  if (!parsed.success) throw new InvalidSubjectError(email);
  return parsed.data.toLowerCase();
}

export interface SubjectData {
  email: string;
  submissions: SubmissionRow[];
  /** Staff's status changes and notes on those submissions. */
  events: SubmissionEventRow[];
  outbox: OutboxRow[];
  /** Tours booked with those submissions (issue 19); the cancel link's hash is left out. */
  tours: Omit<TourBookingRow, "cancelTokenHash">[];
  files: { path: string; content: string }[];
  /** Submissions still in the spool (every instance's folder), waiting for the database (present when there are any). */
  spooled?: PreparedSubmission[];
  /** Spooled records set aside as damaged (never replayed) whose text names the address, as found. */
  spooledDamaged?: DamagedRecord[];
  /**
   * Messages of other people's submissions that name one of these submissions by reference and link (a
   * lead reminder digest), with their .eml files: never a name, address or number (present when any).
   */
  mentionedIn?: { id: number; purpose: string; status: string; sentAt: Date | null; files: string[] }[];
}

export interface ErasureReport {
  email: string;
  submissionIds: string[];
  outboxIds: number[];
  files: string[];
  /** Ids of submissions removed from the spool (present when there were any). */
  spooledIds?: string[];
  /**
   * The database's files no longer hold the deleted rows (PGlite); false: freed for reuse (PostgreSQL), or
   * the purge was refused (the erasure stands).
   */
  purged: boolean;
}

/** Other submissions' messages whose text names one of `submissionIds` (their records' links do). */
async function mentionsOf(db: Pick<Db, "select">, submissionIds: string[]) {
  if (submissionIds.length === 0) return [];
  return db
    .select({ id: outbox.id, purpose: outbox.purpose, status: outbox.status, sentAt: outbox.sentAt })
    .from(outbox)
    .where(
      and(
        or(isNull(outbox.submissionId), not(inArray(outbox.submissionId, submissionIds))),
        or(...submissionIds.map((id) => sql`strpos(${outbox.textBody}, ${id}) > 0`)),
      ),
    )
    .orderBy(asc(outbox.id));
}

/**
 * The subject's messages: those their own submissions caused, and those of no submission sent to them. A
 * message about someone else's submission is that person's record, even when it went to this address (a gym
 * inbox's notifications), so it is never found or erased with this one (issue 21.7).
 */
function messagesOf(email: string, submissionIds: string[]): SQL | undefined {
  return or(
    submissionIds.length > 0 ? inArray(outbox.submissionId, submissionIds) : undefined,
    and(isNull(outbox.submissionId), sql`lower(${outbox.recipient}) = ${email}`),
  );
}

/** What an erasure record keeps of the address: its SHA-256, lower case, never the address itself. */
export function erasureHash(email: string): string {
  return createHash("sha256").update(normalise(email)).digest("hex");
}

/** DATA_DIR/erasures.jsonl: the erasures, one JSON line each, outside the database a restore replaces. */
export function erasureLog(dataDir: string): string {
  return path.join(dataDir, "erasures.jsonl");
}

/** Everything held for the address (subject access). */
export async function findSubject(db: Db, email: string, options: { dataDir: string }): Promise<SubjectData> {
  const address = normalise(email);
  const held = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(submissions)
      .where(sql`lower(${submissions.email}) = ${address}`)
      .orderBy(asc(submissions.createdAt));
    const messages = await tx
      .select()
      .from(outbox)
      .where(
        messagesOf(
          address,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(outbox.id));
    const events =
      rows.length > 0
        ? await tx
            .select()
            .from(submissionEvents)
            .where(
              inArray(
                submissionEvents.submissionId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(submissionEvents.id))
        : [];
    const tours =
      rows.length > 0
        ? await tx
            .select({
              id: tourBookings.id,
              submissionId: tourBookings.submissionId,
              gym: tourBookings.gym,
              startsAt: tourBookings.startsAt,
              endsAt: tourBookings.endsAt,
              status: tourBookings.status,
              cancelledAt: tourBookings.cancelledAt,
              markedBy: tourBookings.markedBy,
              markedAt: tourBookings.markedAt,
              createdAt: tourBookings.createdAt,
            })
            .from(tourBookings)
            .where(
              inArray(
                tourBookings.submissionId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(tourBookings.startsAt))
        : [];
    const mentions = await mentionsOf(
      tx,
      rows.map((r) => r.id),
    );
    return { rows, messages, events, tours, mentions };
  });
  const mentionedIn = [];
  for (const mention of held.mentions)
    mentionedIn.push({ ...mention, files: await emlFilesFor(options.dataDir, [mention.id]) });
  const files = await readEmlFiles(
    await emlFilesFor(
      options.dataDir,
      held.messages.map((m) => m.id),
    ),
  );
  const spooled = await spooledFor(options.dataDir, address);
  const spooledDamaged = await damagedFor(options.dataDir, address);
  return {
    email: address,
    submissions: held.rows,
    events: held.events,
    tours: held.tours,
    outbox: held.messages,
    files,
    ...(spooled.length > 0 ? { spooled } : {}),
    ...(spooledDamaged.length > 0 ? { spooledDamaged } : {}),
    ...(mentionedIn.length > 0 ? { mentionedIn } : {}),
  };
}

/**
 * Deletes everything held for the address (erasure) and says what went. Each erasure is recorded (the
 * address's hash, `actor`, when) in the erasures table and DATA_DIR/erasures.jsonl, for replayErasures.
 */
export async function eraseSubject(
  db: Db,
  email: string,
  options: { dataDir: string; actor?: string; record?: boolean },
): Promise<ErasureReport> {
  const address = normalise(email);
  const record = options.record !== false;
  const entry = { emailHash: erasureHash(address), actor: options.actor ?? "cli", erasedAt: new Date() };
  if (record) {
    // The file first: an erasure recorded but not done is replayed; one done but not recorded would be lost.
    await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
    await appendFile(erasureLog(options.dataDir), `${JSON.stringify(entry)}\n`, { mode: 0o600 });
  }
  // The spool after the record: a record replayed meanwhile is then in the database, erased below.
  const spooledIds = await eraseSpooled(options.dataDir, address);
  const gone = await db.transaction(async (tx) => {
    if (record) await tx.insert(erasures).values(entry);
    const rows = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(sql`lower(${submissions.email}) = ${address}`);
    const submissionIds = rows.map((r) => r.id);
    // Others' reminders folded into a digest of theirs that went out were sent: untied, so the worker does
    // not take them for stranded when the digest goes (worker-folding.ts) and chase those leads twice.
    const sentDigests = tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(messagesOf(address, submissionIds), eq(outbox.status, "sent")));
    await tx
      .update(outbox)
      .set({ foldedInto: null })
      .where(and(eq(outbox.status, "folded"), inArray(outbox.foldedInto, sentDigests)));
    const messages = await tx
      .delete(outbox)
      .where(messagesOf(address, submissionIds))
      .returning({ id: outbox.id });
    if (submissionIds.length > 0)
      await tx.delete(submissionEvents).where(inArray(submissionEvents.submissionId, submissionIds));
    // Tours go with their submission (ON DELETE CASCADE too); said here so the order is plain.
    if (submissionIds.length > 0)
      await tx.delete(tourBookings).where(inArray(tourBookings.submissionId, submissionIds));
    if (submissionIds.length > 0) await tx.delete(submissions).where(inArray(submissions.id, submissionIds));
    return { submissionIds, outboxIds: messages.map((m) => m.id).sort((a, b) => a - b) };
  });
  const files = await deleteEmlFiles(await emlFilesFor(options.dataDir, gone.outboxIds));
  const purged =
    gone.submissionIds.length > 0 || gone.outboxIds.length > 0
      ? // The erasure itself is done: a purge refused (a role that may not VACUUM) only says so.
        await purgeDeletedRows(db).catch(() => false)
      : false;
  return { email: address, ...gone, files, ...(spooledIds.length > 0 ? { spooledIds } : {}), purged };
}

/**
 * After a restore: erases again every address erased since (`npm run leads -- replay-erasures`). Reads the
 * erasures table and DATA_DIR/erasures.jsonl (or `file`), and erases the submissions whose address hashes
 * to a recorded one. Returns how many submissions went.
 */
export async function replayErasures(db: Db, options: { dataDir: string; file?: string }): Promise<number> {
  const hashes = new Set((await db.select({ h: erasures.emailHash }).from(erasures)).map((r) => r.h));
  let text = "";
  try {
    text = await readFile(options.file ?? erasureLog(options.dataDir), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT" || options.file) throw error;
  }
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    const hash = (JSON.parse(line) as { emailHash?: unknown }).emailHash;
    if (typeof hash === "string" && /^[0-9a-f]{64}$/.test(hash)) hashes.add(hash);
  }
  if (hashes.size === 0) return 0;
  const matches = await db
    .selectDistinct({ email: sql<string>`lower(${submissions.email})` })
    .from(submissions)
    .where(
      sql`encode(sha256(convert_to(lower(${submissions.email}), 'UTF8')), 'hex') in (${sql.join(
        [...hashes].map((h) => sql`${h}`),
        sql`, `,
      )})`,
    );
  let erased = 0;
  for (const { email } of matches)
    erased += (await eraseSubject(db, email, { dataDir: options.dataDir, record: false })).submissionIds
      .length;
  return erased;
}
