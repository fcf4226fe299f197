/**
 * STAFF_EMAILS's one remaining use (decision 0028): the owner's first access. At start, on an empty staff
 * table, its "address=role" entries become staff records (invited by "configuration"), once, under the staff
 * lock (two instances starting together seed it once). Afterwards it is ignored, and the start-up line and
 * /api/health say what holds.
 */
import { count, sql } from "drizzle-orm";
import { emailField } from "#contracts/fields.ts";
import { CONFIGURATION_ACTOR } from "#contracts/staff-people.ts";
import type { Db } from "#server/db/client.ts";
import { isDatabaseUnavailable, withDatabaseTimeout } from "#server/db/errors.ts";
import { staffChanges, staffMembers } from "#server/db/schema.ts";
import { type RolePlace, roleChoices, STAFF_LOCK } from "./people.ts";

/** What the staff table held once this instance had started. */
export interface StaffAccess {
  /** Records with access; null when the database could not be read at start. */
  members: number | null;
  /** Entries STAFF_EMAILS has (each "address=role"). */
  configured: number;
  /** Of those, how many became records at this start (the table was empty). */
  seeded: number;
}

function entriesOf(configured: string | undefined): string[] {
  return (configured ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** STAFF_EMAILS as records to make: address (lower case) and role. A bad entry throws, naming it. */
export function parseStaffEmails(
  configured: string | undefined,
  places: readonly RolePlace[],
): { email: string; role: string }[] {
  const roles = roleChoices(places).map((choice) => choice.value);
  return entriesOf(configured).map((entry) => {
    const [address = "", role = ""] = entry.split("=").map((part) => part.trim());
    if (!emailField.safeParse(address).success || !roles.includes(role))
      throw new Error(`STAFF_EMAILS: "${entry}" is not address=role (role: ${roles.join(", ")})`);
    return { email: address.toLowerCase(), role };
  });
}

/** Makes STAFF_EMAILS's entries records when the table is empty; returns what the table then holds. */
export async function seedStaffFromConfiguration(
  db: Db,
  configured: string | undefined,
  places: readonly RolePlace[],
): Promise<StaffAccess> {
  const configuredCount = entriesOf(configured).length;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(staffMembers);
    const members = existing?.n ?? 0;
    if (members > 0 || configuredCount === 0) return { members, configured: configuredCount, seeded: 0 };
    const entries = parseStaffEmails(configured, places);
    const unique = [...new Map(entries.map((entry) => [entry.email, entry])).values()];
    await tx
      .insert(staffMembers)
      .values(unique.map((entry) => ({ ...entry, invitedBy: CONFIGURATION_ACTOR })));
    await tx.insert(staffChanges).values(
      unique.map((entry) => ({
        actor: CONFIGURATION_ACTOR,
        action: "configured" as const,
        email: entry.email,
        role: entry.role,
        previousRole: null,
      })),
    );
    return { members: unique.length, configured: configuredCount, seeded: unique.length };
  });
}

/**
 * The start's step: seeds when it must, and when the database cannot answer (a start during an outage) says
 * so and goes on; sign-in then waits for the database like every other write.
 */
export async function openStaffRecords(
  db: Db,
  configured: string | undefined,
  places: readonly RolePlace[],
  log: { warn(object: object, message: string): void },
  timeoutMs = 5000,
): Promise<StaffAccess> {
  try {
    return await withDatabaseTimeout(seedStaffFromConfiguration(db, configured, places), timeoutMs);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    log.warn({}, "staff: the database cannot be read, so who has access is not known until it answers");
    return { members: null, configured: entriesOf(configured).length, seeded: 0 };
  }
}
