/**
 * Data-subject requests (UK GDPR arts. 15 and 17) by e-mail address: everything held for it, and its
 * erasure. Used by the staff CLI (`npm run leads -- find|erase <email>`) and meant for a staff web area too.
 * "Everything" is: the submissions made with that address, every outbox message they caused or that was
 * addressed to it (recipient or reply-to), the status history staff kept on those submissions
 * (submission_events), and the .eml copies of those messages under DATA_DIR/outbox.
 */
import { asc, inArray, or, type SQL, sql } from "drizzle-orm";
import { emailField } from "#contracts/fields.ts";
import type { Db } from "#server/db/client.ts";
import {
  type OutboxRow,
  outbox,
  type SubmissionEventRow,
  type SubmissionRow,
  submissionEvents,
  submissions,
} from "#server/db/schema.ts";
import { eraseSpooled, spooledFor } from "#server/spool/subject.ts";
import type { PreparedSubmission } from "#server/submissions/store.ts";
import { deleteEmlFiles, emlFilesFor, readEmlFiles } from "./eml";

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
  files: { path: string; content: string }[];
  /** Submissions still in this instance's spool, waiting for the database (present when there are any). */
  spooled?: PreparedSubmission[];
}

export interface ErasureReport {
  email: string;
  submissionIds: string[];
  outboxIds: number[];
  files: string[];
  /** Ids of submissions removed from this instance's spool (present when there were any). */
  spooledIds?: string[];
}

function messagesOf(email: string, submissionIds: string[]): SQL | undefined {
  return or(
    submissionIds.length > 0 ? inArray(outbox.submissionId, submissionIds) : undefined,
    sql`lower(${outbox.recipient}) = ${email}`,
    sql`lower(${outbox.replyTo}) = ${email}`,
  );
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
    return { rows, messages, events };
  });
  const files = await readEmlFiles(
    await emlFilesFor(
      options.dataDir,
      held.messages.map((m) => m.id),
    ),
  );
  const spooled = await spooledFor(options.dataDir, address);
  return {
    email: address,
    submissions: held.rows,
    events: held.events,
    outbox: held.messages,
    files,
    ...(spooled.length > 0 ? { spooled } : {}),
  };
}

/** Deletes everything held for the address (erasure) and says what went. */
export async function eraseSubject(
  db: Db,
  email: string,
  options: { dataDir: string },
): Promise<ErasureReport> {
  const address = normalise(email);
  // The spool first: a record replayed meanwhile is then in the database, erased below.
  const spooledIds = await eraseSpooled(options.dataDir, address);
  const gone = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(sql`lower(${submissions.email}) = ${address}`);
    const submissionIds = rows.map((r) => r.id);
    const messages = await tx
      .delete(outbox)
      .where(messagesOf(address, submissionIds))
      .returning({ id: outbox.id });
    if (submissionIds.length > 0)
      await tx.delete(submissionEvents).where(inArray(submissionEvents.submissionId, submissionIds));
    if (submissionIds.length > 0) await tx.delete(submissions).where(inArray(submissions.id, submissionIds));
    return { submissionIds, outboxIds: messages.map((m) => m.id).sort((a, b) => a - b) };
  });
  const files = await deleteEmlFiles(await emlFilesFor(options.dataDir, gone.outboxIds));
  return { email: address, ...gone, files, ...(spooledIds.length > 0 ? { spooledIds } : {}) };
}
