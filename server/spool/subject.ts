/**
 * Data-subject requests and retention over the spool: submissions still waiting for the database are held
 * too, so `find` shows them, erasure removes them and the retention job expires them. Works from any
 * process on this instance's DATA_DIR (the staff CLI while the server runs): a record erased while the
 * server replays it is removed again from the database by the replay (server/spool/spool.ts).
 */
import type { PreparedSubmission } from "#server/submissions/store.ts";
import { Journal, spoolDir } from "./journal";

function reader(dataDir: string): Journal<PreparedSubmission> {
  // Reading and removing only: the cap applies to appends.
  return new Journal({ dir: spoolDir(dataDir), maxBytes: Number.POSITIVE_INFINITY });
}

/** The submission was made with this address, or one of its messages is addressed to it (lower case). */
function concerns(submission: PreparedSubmission, address: string): boolean {
  if (submission.email.toLowerCase() === address) return true;
  return submission.messages.some(
    (m) => m.recipient.toLowerCase() === address || m.replyTo?.toLowerCase() === address,
  );
}

/** Spooled submissions for the address (already normalised to lower case), oldest first. */
export async function spooledFor(dataDir: string, address: string): Promise<PreparedSubmission[]> {
  const entries = await reader(dataDir).entries();
  return entries.map((e) => e.record).filter((s) => concerns(s, address));
}

/** Removes the address's spooled submissions; resolves their ids. */
export async function eraseSpooled(dataDir: string, address: string): Promise<string[]> {
  const journal = reader(dataDir);
  const gone: string[] = [];
  for (const entry of await journal.entries())
    if (concerns(entry.record, address) && (await journal.remove(entry.name))) gone.push(entry.id);
  return gone;
}

/** Removes spooled submissions past their retention; resolves how many went. */
export async function expireSpooled(
  dataDir: string,
  expired: (submission: PreparedSubmission) => boolean,
): Promise<number> {
  const journal = reader(dataDir);
  let count = 0;
  for (const entry of await journal.entries())
    if (expired(entry.record) && (await journal.remove(entry.name))) count++;
  return count;
}
