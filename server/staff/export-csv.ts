/**
 * The staff area's CSV export: the submissions the filter form selects, formula cells neutralised. It streams
 * (issue 46): the header goes at once, then one batch of rows per query, so 200,000 rows never sit in memory
 * and the event loop is free between batches.
 */
import type { StaffFilter, StaffRole } from "#contracts/staff.ts";
import { csvRow, sourceCsvCells, sourceCsvHeader } from "#server/cli/csv.ts";
import type { Db } from "#server/db/client.ts";
import { type ExportRow, exportBatches, nameOf, scopedFilter } from "./queries.ts";

const header = ["id", "received", "kind", "gym", "status", "name", "email", "phone", "spam", "held"];
// The first contact (issue 32): when, by which inbox, how, and the wait in staffed and clock seconds.
const contact = [
  "first_contact_at",
  "first_contact_by",
  "first_contact_how",
  "first_contact_staffed_seconds",
  "first_contact_clock_seconds",
];

/** The file's first line. */
export const csvHeaderLine = () => csvRow([...header, "fields", "referer", ...contact, ...sourceCsvHeader]);

/** One submission's line. */
export function csvLine(r: ExportRow): string {
  const p = r.payload as Record<string, unknown>;
  return csvRow([
    r.id,
    r.createdAt,
    r.kind,
    r.gym,
    r.status,
    nameOf(p),
    r.email,
    p.phoneNum ?? p.phone ?? "",
    r.spam,
    r.held,
    JSON.stringify(p),
    r.referer,
    r.firstContactAt?.toISOString() ?? "",
    r.firstContactBy ?? "",
    r.firstContactHow ?? "",
    r.firstContactStaffedSeconds ?? "",
    r.firstContactClockSeconds ?? "",
    ...sourceCsvCells(r),
  ]);
}

/** The file, as UTF-8 chunks: the header line, then one chunk per batch of rows. */
export function exportCsv(
  db: Db,
  role: StaffRole,
  filter: StaffFilter,
  places: readonly { formName: string }[],
  batch?: number,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let batches: AsyncGenerator<ExportRow[]> | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvHeaderLine()));
    },
    // Pulled as the client reads: a slow download holds at most a batch or two here.
    async pull(controller) {
      batches ??= exportBatches(db, role, scopedFilter(filter, role, places), batch);
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(csvLine).join("")));
    },
    async cancel() {
      await batches?.return(undefined);
    },
  });
}
