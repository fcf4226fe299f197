/**
 * The staff area's reads and writes, every one scoped by the signed-in role in the query itself: a gym sees
 * its own leads and enquiries (submissions.gym = its formName), management everything.
 */
import { and, asc, desc, eq, getTableColumns, inArray, or, type SQL, sql } from "drizzle-orm";
import { type GymLocation, gymNameOf } from "#contracts/content/gym-location.ts";
import { isUuid } from "#contracts/ids.ts";
import { placeByFormName } from "#contracts/places.ts";
import type {
  LeadTour,
  OutboxSummary,
  StaffFilter,
  StaffRole,
  StatusEvent,
  SubmissionDetail,
  SubmissionSummary,
} from "#contracts/staff.ts";
import type { Db } from "#server/db/client.ts";
import {
  type OutboxRow,
  outbox,
  type SubmissionRow,
  submissionEvents,
  submissions,
  tourBookings,
} from "#server/db/schema.ts";
import { scrubText } from "#server/logging.ts";
import { sourceOfRow } from "#server/submissions/attribution.ts";
import { MANAGEMENT } from "./auth";

export const PAGE_SIZE = 25;

/** What the role may see: the access rule, applied in every query below. */
export function scope(role: StaffRole): SQL | undefined {
  if (role === MANAGEMENT) return undefined;
  return and(eq(submissions.gym, role), inArray(submissions.kind, ["lead", "enquiry"]));
}

/**
 * A checked filter (contracts/staff.ts staffFilterOf) narrowed to what the role may ask: only management
 * chooses a gym (a gym's own rule is in every query anyway), and only a gym the site has.
 */
export function scopedFilter(
  filter: StaffFilter,
  role: StaffRole,
  places: readonly { formName: string }[],
): StaffFilter {
  const gym =
    role === MANAGEMENT && placeByFormName(places, filter.gym ?? "") !== undefined ? filter.gym : undefined;
  return { ...filter, gym };
}

/** ILIKE pattern for "contains", with the user's % _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function conditions(role: StaffRole, filter: StaffFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [scope(role)];
  if (filter.gym) parts.push(eq(submissions.gym, filter.gym));
  if (filter.kind) parts.push(sql`${submissions.kind} = ${filter.kind}`);
  if (filter.status) parts.push(sql`${submissions.status} = ${filter.status}`);
  // Days as staff read them, in London, as ranges of instants an index serves.
  if (filter.from)
    parts.push(sql`${submissions.createdAt} >= (${filter.from}::timestamp at time zone 'Europe/London')`);
  if (filter.to)
    parts.push(
      sql`${submissions.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone 'Europe/London')`,
    );
  if (!filter.spam) parts.push(eq(submissions.spam, false));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    // The first test is migration 0016's trigram index (submissions_search_idx), the same expression; the
    // second keeps the match to the address or the name, never across the two.
    parts.push(
      sql`lower(${submissions.email} || ' ' || coalesce(${submissions.payload}->>'firstName', '') || ' ' || coalesce(${submissions.payload}->>'lastName', '')) LIKE lower(${pattern})`,
      sql`(${submissions.email} ILIKE ${pattern} OR (coalesce(${submissions.payload}->>'firstName', '') || ' ' || coalesce(${submissions.payload}->>'lastName', '')) ILIKE ${pattern})`,
    );
  }
  return and(...parts);
}

export function nameOf(payload: unknown): string {
  const p = payload as Record<string, unknown>;
  return `${String(p.firstName ?? "")} ${String(p.lastName ?? "")}`.trim();
}

/** A row as the inbox lists it; `gyms` as the content has them now, for its gym's name. */
function summary(r: SubmissionRow, gyms: readonly GymLocation[]): SubmissionSummary {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    kind: r.kind,
    gym: r.gym,
    gymLabel: r.gym ? gymNameOf(gyms, r.gym) : null,
    name: nameOf(r.payload),
    email: r.email,
    status: r.status,
    spam: r.spam,
    held: r.held,
  };
}

export async function listSubmissions(
  db: Db,
  role: StaffRole,
  filter: StaffFilter,
  gyms: readonly GymLocation[],
): Promise<{ rows: SubmissionSummary[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(submissions)
    .where(conditions(role, filter))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(PAGE_SIZE + 1)
    .offset((filter.page - 1) * PAGE_SIZE);
  return {
    rows: rows.slice(0, PAGE_SIZE).map((row) => summary(row, gyms)),
    hasMore: rows.length > PAGE_SIZE,
  };
}

/**
 * Rows the CSV export reads per query: the answer streams one batch at a time, and each batch is turned into
 * CSV in one stretch of the event loop, so a batch is kept small (docs/benchmarks.md, issue 46).
 */
export const EXPORT_BATCH = 250;

// What the export writes, and no more: a row's client hash, user agent and hold reason are never in the file,
// and each column not read is memory the export does not allocate 200,000 times.
const {
  ipHash: _ipHash,
  userAgent: _userAgent,
  heldReason: _heldReason,
  ...exportColumns
} = getTableColumns(submissions);

/** A submission as the CSV export reads it. */
export type ExportRow = Omit<SubmissionRow, "ipHash" | "userAgent" | "heldReason">;

/**
 * The export's columns in one order, each as JSON carries it: an instant as PostgreSQL's own text for it (what
 * the driver hands drizzle), so each column reads it back exactly as a select of the table would.
 */
const exportFields = Object.entries(exportColumns).map(([key, column]) => ({
  key,
  column,
  cell: column.columnType === "PgTimestamp" ? sql`${column}::text` : sql`${column}`,
}));
const createdAtCell = exportFields.findIndex((f) => f.key === "createdAt");
const idCell = exportFields.findIndex((f) => f.key === "id");

/**
 * Every matching submission (no paging), for the CSV export: newest first, `batch` rows a query, each
 * batch after the last row of the one before (keyset on the list's index), so memory holds one batch.
 *
 * A batch comes back as one JSON text, not as `batch` driver rows: while PostgreSQL sends a batch the event
 * loop is idle, and the rows the driver had built by then outlived V8's idle-time young collections often
 * enough for V8 to start allocating them straight into the old generation, which a long export then filled
 * with garbage until a full collection (decision 0033). One string a batch leaves the driver nothing to keep.
 */
export async function* exportBatches(
  db: Db,
  role: StaffRole,
  filter: StaffFilter,
  batch = EXPORT_BATCH,
): AsyncGenerator<ExportRow[]> {
  // created_at as text: its microseconds, which a Date would round away, so the next batch starts exactly.
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const where = and(
      conditions(role, filter),
      after
        ? sql`(${submissions.createdAt}, ${submissions.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
        : undefined,
    );
    const result = await db.execute(sql`
      SELECT coalesce(json_agg(b.cells ORDER BY b.created_at DESC, b.id DESC), '[]')::text AS batch
      FROM (
        SELECT ${submissions.createdAt} AS created_at, ${submissions.id} AS id,
          json_build_array(${sql.join(
            exportFields.map((f) => f.cell),
            sql`, `,
          )}) AS cells
        FROM ${submissions}
        WHERE ${where ?? sql`true`}
        ORDER BY ${submissions.createdAt} DESC, ${submissions.id} DESC
        LIMIT ${batch}
      ) AS b`);
    const [{ batch: text }] = (result as unknown as { rows: [{ batch: string }] }).rows;
    const cells = JSON.parse(text) as unknown[][];
    if (cells.length > 0) yield cells.map(exportRowOf);
    const last = cells.at(-1);
    if (!last || cells.length < batch) return;
    after = { at: String(last[createdAtCell]), id: String(last[idCell]) };
  }
}

// Every row starts as a copy of one object with all the keys, so each row shares its shape (an object that
// gained 27 keys one by one would be a dictionary, about ten times the memory).
const exportRowShape: Record<string, unknown> = Object.fromEntries(exportFields.map((f) => [f.key, null]));

function exportRowOf(cells: unknown[]): ExportRow {
  const row = { ...exportRowShape };
  for (let i = 0; i < exportFields.length; i++) {
    const value = cells[i];
    const { key, column } = exportFields[i] as (typeof exportFields)[number];
    row[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return row as ExportRow;
}

function outboxSummary(
  m: Pick<
    OutboxRow,
    | "id"
    | "submissionId"
    | "channel"
    | "purpose"
    | "status"
    | "attempts"
    | "lastError"
    | "createdAt"
    | "sentAt"
  >,
): OutboxSummary {
  return {
    id: m.id,
    submissionId: m.submissionId,
    channel: m.channel,
    purpose: m.purpose,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError ? scrubText(m.lastError) : null,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
  };
}

/** One submission the role may see, with its messages and history; null if none (or not theirs). */
export async function submissionDetail(
  db: Db,
  role: StaffRole,
  id: string,
  gyms: readonly GymLocation[],
): Promise<SubmissionDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.id, id), scope(role)));
  if (!row) return null;
  const messages = await db.select().from(outbox).where(eq(outbox.submissionId, id)).orderBy(outbox.id);
  const events = await db
    .select()
    .from(submissionEvents)
    .where(eq(submissionEvents.submissionId, id))
    .orderBy(desc(submissionEvents.id));
  const payload = row.payload as Record<string, unknown>;
  return {
    ...summary(row, gyms),
    tours: await toursOfLead(db, row),
    firstContact: row.firstContactAt
      ? {
          at: row.firstContactAt.toISOString(),
          by: row.firstContactBy ?? "",
          how: row.firstContactHow ?? "",
          staffedSeconds: row.firstContactStaffedSeconds ?? 0,
          clockSeconds: row.firstContactClockSeconds ?? 0,
        }
      : null,
    fields: Object.entries(payload)
      .filter(([, v]) => v !== undefined && v !== null && v !== "")
      .map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
    referer: row.referer,
    source: sourceOfRow(row),
    messages: messages.map(outboxSummary),
    events: events.map(
      (e): StatusEvent => ({
        status: e.status,
        note: e.note,
        actor: e.actor,
        createdAt: e.createdAt.toISOString(),
      }),
    ),
  };
}

/**
 * The tours a submission's person booked: its own booking (a tour submission), and every tour booked with
 * the same e-mail address (any case) at the same gym, which is how a lead's record finds its tours.
 */
export async function toursOfLead(
  db: Db,
  row: Pick<SubmissionRow, "id" | "email" | "gym">,
): Promise<LeadTour[]> {
  const sameLead = row.gym
    ? and(eq(tourBookings.gym, row.gym), sql`lower(${submissions.email}) = lower(${row.email})`)
    : undefined;
  const rows = await db
    .select({ booking: tourBookings })
    .from(tourBookings)
    .innerJoin(submissions, eq(submissions.id, tourBookings.submissionId))
    .where(or(eq(tourBookings.submissionId, row.id), sameLead))
    .orderBy(asc(tourBookings.startsAt))
    .limit(50);
  return rows.map(({ booking }) => ({
    id: booking.id,
    submissionId: booking.submissionId,
    gym: booking.gym,
    startsAt: booking.startsAt.toISOString(),
    status: booking.status,
  }));
}

/** What the outbox page shows of a message: never its bodies, which a page of 200 need not read. */
const summaryColumns = {
  id: outbox.id,
  submissionId: outbox.submissionId,
  channel: outbox.channel,
  purpose: outbox.purpose,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

/** Recent messages the role may see: management all (sign-in links too), a gym its submissions' ones. */
export async function outboxFor(db: Db, role: StaffRole, limit = 200): Promise<OutboxSummary[]> {
  const own = scope(role);
  const rows = own
    ? await db
        .select(summaryColumns)
        .from(outbox)
        .innerJoin(submissions, eq(outbox.submissionId, submissions.id))
        .where(own)
        .orderBy(desc(outbox.id))
        .limit(limit)
    : await db.select(summaryColumns).from(outbox).orderBy(desc(outbox.id)).limit(limit);
  return rows.map(outboxSummary);
}

/** Whether the role may act on the message (retry). */
export async function mayTouchMessage(db: Db, role: StaffRole, id: number): Promise<boolean> {
  const own = scope(role);
  if (!own) {
    const [row] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
    return Boolean(row);
  }
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .innerJoin(submissions, eq(outbox.submissionId, submissions.id))
    .where(and(eq(outbox.id, id), own));
  return Boolean(row);
}
