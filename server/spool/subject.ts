/**
 * Data-subject requests and retention over the spool: submissions still waiting for the database are held
 * too, in every instance's journal folder, so `find` shows them, erasure removes them and the retention job
 * expires them. Records set aside as damaged (torn, forged, unkeyed) are never replayed but may hold
 * personal data: `find` shows the text of those that name the address, erasure deletes them, and retention
 * deletes them past the shortest period. Works from any process on the DATA_DIR (the staff CLI while
 * servers run): an erased record is marked, and the replayer holding its folder deletes that id from the
 * database even when it stored it meanwhile (server/spool/spool.ts).
 */
import path from "node:path";
import type { PreparedSubmission } from "#server/submissions/store.ts";
import { arrivalOf, damagedText, Journal, journalDirs, spoolKey } from "./journal";

async function readers(dataDir: string): Promise<Journal<PreparedSubmission>[]> {
  const dirs = await journalDirs(dataDir);
  if (dirs.length === 0) return [];
  const key = spoolKey(dataDir);
  // Reading and removing only: the cap applies to appends.
  return dirs.map((dir) => new Journal({ dir, maxBytes: Number.POSITIVE_INFINITY, key }));
}

/** The submission was made with this address, or one of its messages is addressed to it (lower case). */
function concerns(submission: PreparedSubmission, address: string): boolean {
  if (submission.email.toLowerCase() === address) return true;
  return submission.messages.some(
    (m) => m.recipient.toLowerCase() === address || m.replyTo?.toLowerCase() === address,
  );
}

/** A damaged record's text names the address: its fields cannot be trusted, so any mention counts. */
function mentions(text: string, address: string): boolean {
  return text.toLowerCase().includes(address);
}

/** A record set aside as damaged, as `find` shows it: where it is and its text as found. */
export interface DamagedRecord {
  /** Its file under DATA_DIR/spool: the arrival time and the submission id it claims. */
  file: string;
  text: string;
}

interface Damaged {
  journal: Journal<PreparedSubmission>;
  name: string;
  data: Buffer;
}

async function damagedRecords(dataDir: string): Promise<Damaged[]> {
  const found: Damaged[] = [];
  for (const journal of await readers(dataDir))
    for (const name of await journal.damagedNames().catch(() => [])) {
      const data = await journal.readDamaged(name);
      if (data) found.push({ journal, name, data });
    }
  return found;
}

/** Spooled submissions for the address (already normalised to lower case), oldest first in each folder. */
export async function spooledFor(dataDir: string, address: string): Promise<PreparedSubmission[]> {
  const found: PreparedSubmission[] = [];
  for (const journal of await readers(dataDir))
    for (const entry of await journal.entries().catch(() => []))
      if (concerns(entry.record, address)) found.push(entry.record);
  return found;
}

/** Damaged spooled records whose text names the address. */
export async function damagedFor(dataDir: string, address: string): Promise<DamagedRecord[]> {
  return (await damagedRecords(dataDir))
    .map((d) => ({
      file: path.relative(dataDir, path.join(d.journal.dir, d.name)),
      text: damagedText(d.data),
    }))
    .filter((d) => mentions(d.text, address));
}

/** The id a record's file name gives (arrival, sequence, id). */
function idOf(name: string): string {
  return /^\d{15}-\d{6}-(.+?)\.rec/.exec(name)?.[1] ?? name;
}

/** Erases the address's spooled submissions, damaged records naming it too; resolves their ids. */
export async function eraseSpooled(dataDir: string, address: string): Promise<string[]> {
  const gone: string[] = [];
  for (const journal of await readers(dataDir))
    for (const entry of await journal.entries().catch(() => []))
      if (concerns(entry.record, address) && (await journal.erase(entry.name))) gone.push(entry.id);
  for (const d of await damagedRecords(dataDir))
    if (mentions(damagedText(d.data), address) && (await d.journal.removeDamaged(d.name)))
      gone.push(idOf(d.name));
  return gone;
}

/**
 * Removes spooled submissions past their retention, and damaged records that arrived before
 * `damagedBefore` (their kind cannot be trusted, so the shortest period applies); resolves how many went.
 */
export async function expireSpooled(
  dataDir: string,
  expired: (submission: PreparedSubmission) => boolean,
  damagedBefore?: Date,
): Promise<number> {
  let count = 0;
  for (const journal of await readers(dataDir))
    for (const entry of await journal.entries().catch(() => []))
      if (expired(entry.record) && (await journal.erase(entry.name))) count++;
  if (damagedBefore)
    for (const d of await damagedRecords(dataDir)) {
      const at = arrivalOf(d.name);
      if ((!at || at < damagedBefore) && (await d.journal.removeDamaged(d.name))) count++;
    }
  return count;
}
