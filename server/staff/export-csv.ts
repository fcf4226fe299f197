/** The staff area's CSV export: the submissions the filter form selects, formula cells neutralised. */
import type { StaffFilter, StaffRole } from "#contracts/staff.ts";
import { csvRow, sourceCsvCells, sourceCsvHeader } from "#server/cli/csv.ts";
import type { Db } from "#server/db/client.ts";
import { exportRows, nameOf, scopedFilter } from "./queries.ts";

export async function exportCsv(
  db: Db,
  role: StaffRole,
  filter: StaffFilter,
  places: readonly { formName: string }[],
): Promise<string> {
  const rows = await exportRows(db, role, scopedFilter(filter, role, places));
  const header = ["id", "received", "kind", "gym", "status", "name", "email", "phone", "spam", "held"];
  // The first contact (issue 32): when, by which inbox, how, and the wait in staffed and clock seconds.
  const contact = [
    "first_contact_at",
    "first_contact_by",
    "first_contact_how",
    "first_contact_staffed_seconds",
    "first_contact_clock_seconds",
  ];
  const lines = [csvRow([...header, "fields", "referer", ...contact, ...sourceCsvHeader])];
  for (const r of rows) {
    const p = r.payload as Record<string, unknown>;
    lines.push(
      csvRow([
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
      ]),
    );
  }
  return lines.join("");
}
