/** The staff CLI's commands, over a database handle (tested directly; leads.ts is the command line). */
import { and, asc, desc, eq, gte, inArray, type SQL } from "drizzle-orm";
import type { SubmissionKind } from "#contracts/payloads.ts";
import type { Db } from "#server/db/client.ts";
import { type OutboxRow, outbox, submissions } from "#server/db/schema.ts";
import { endpointLabel } from "#server/webhooks/payload.ts";
import { csvRow, sourceCsvCells, sourceCsvHeader } from "./csv";

export interface Output {
  write(text: string): void;
}

export interface ExportFilter {
  since?: Date;
  kind?: SubmissionKind;
}

function filters(filter: ExportFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.since) conditions.push(gte(submissions.createdAt, filter.since));
  if (filter.kind) conditions.push(eq(submissions.kind, filter.kind));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function pad(text: string, width: number): string {
  const clipped = text.length > width ? `${text.slice(0, width - 1)}…` : text;
  return clipped.padEnd(width);
}

function table(out: Output, headers: [string, number][], rows: string[][]): void {
  out.write(`${headers.map(([h, w]) => pad(h, w)).join("  ")}\n`);
  out.write(`${headers.map(([, w]) => "-".repeat(w)).join("  ")}\n`);
  for (const row of rows) out.write(`${row.map((cell, i) => pad(cell, headers[i]?.[1] ?? 10)).join("  ")}\n`);
}

function name(payload: unknown): string {
  const p = payload as Record<string, unknown>;
  return `${String(p.firstName ?? "")} ${String(p.lastName ?? "")}`.trim();
}

/** The most recent submissions as a table. */
export async function listSubmissions(
  db: Db,
  out: Output,
  filter: ExportFilter = {},
  limit = 50,
): Promise<number> {
  const rows = await db
    .select()
    .from(submissions)
    .where(filters(filter))
    .orderBy(desc(submissions.createdAt))
    .limit(limit);
  table(
    out,
    [
      ["created (UTC)", 19],
      ["kind", 8],
      ["gym", 13],
      ["name", 24],
      ["email", 30],
      ["spam", 4],
      ["held", 4],
      ["id", 36],
    ],
    rows.map((r) => [
      r.createdAt.toISOString().slice(0, 19).replace("T", " "),
      r.kind,
      r.gym ?? "",
      name(r.payload),
      r.email,
      r.spam ? "yes" : "",
      r.held ? "yes" : "",
      r.id,
    ]),
  );
  out.write(`${rows.length} submission(s) shown (newest first, at most ${limit}).\n`);
  return rows.length;
}

const payloadColumns = [
  "gymName",
  "gym",
  "firstName",
  "lastName",
  "email",
  "phoneNum",
  "phone",
  "subject",
  "message",
  "discovery",
  "interest",
  "source",
  // A tour's time (ISO start, issue 19).
  "slot",
] as const;

/** Every matching submission as CSV (oldest first), one column per payload field. */
export async function exportSubmissions(db: Db, out: Output, filter: ExportFilter = {}): Promise<number> {
  const rows = await db.select().from(submissions).where(filters(filter)).orderBy(asc(submissions.createdAt));
  out.write(
    csvRow([
      "id",
      "createdAt",
      "kind",
      "spam",
      ...payloadColumns,
      "referer",
      "userAgent",
      "ipHash",
      ...sourceCsvHeader,
    ]),
  );
  for (const r of rows) {
    const p = r.payload as Record<string, unknown>;
    out.write(
      csvRow([
        r.id,
        r.createdAt,
        r.kind,
        r.spam,
        ...payloadColumns.map((c) => p[c]),
        r.referer,
        r.userAgent,
        r.ipHash,
        ...sourceCsvCells(r),
      ]),
    );
  }
  return rows.length;
}

/** Where a message goes: a webhook's endpoint (no query), else the address or number. */
function destination(row: OutboxRow): string {
  return row.channel === "webhook" ? endpointLabel(row.recipient) : row.recipient;
}

/** Messages not delivered yet (pending, sending) and the dead ones. */
export async function showOutbox(db: Db, out: Output): Promise<number> {
  const rows = await db
    .select()
    .from(outbox)
    .where(inArray(outbox.status, ["pending", "sending", "dead"]))
    .orderBy(asc(outbox.id));
  table(
    out,
    [
      ["id", 6],
      ["status", 8],
      ["channel", 7],
      ["purpose", 20],
      ["to", 56],
      ["attempts", 8],
      ["next attempt (UTC)", 19],
      ["last error", 50],
    ],
    rows.map((r) => [
      String(r.id),
      r.status,
      r.channel,
      r.purpose,
      destination(r),
      String(r.attempts),
      r.nextAttemptAt.toISOString().slice(0, 19).replace("T", " "),
      (r.lastError ?? "").replace(/\s+/g, " "),
    ]),
  );
  out.write(`${rows.length} message(s) pending or dead.\n`);
  return rows.length;
}

/** A dead (or waiting) message back to pending, due now. Sent and in-flight messages are left alone. */
export async function retryMessage(db: Db, id: number): Promise<"retried" | "not-found" | "not-retryable"> {
  const updated = await db
    .update(outbox)
    .set({ status: "pending", nextAttemptAt: new Date(), lockedAt: null, lockedBy: null })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ["dead", "pending"])))
    .returning({ id: outbox.id });
  if (updated.length > 0) return "retried";
  const [existing] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
  return existing ? "not-retryable" : "not-found";
}
