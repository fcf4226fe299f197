import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

/** Another live process holds the embedded database. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database is in use by another process (pid ${pid}, lock ${lockFile}). ` +
        "PGlite allows one process at a time: stop the server first, or point both at PostgreSQL with DATABASE_URL.",
    );
    this.name = "DatabaseLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Lock files this process holds: our own pid in a file we do not hold is a leftover (pid reuse in containers). */
const held = new Set<string>();

/**
 * Creates `file` holding our pid, exclusively. A lock left behind by a dead process (a crash, kill -9)
 * is taken over. Returns the release function.
 */
export function acquireDirectoryLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(file);
        try {
          unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
      // One process must not open the same files twice either; a file with our pid that we do not hold was
      // left by an earlier process that had the same pid (a restarted container).
      const ours = pid === process.pid;
      if (Number.isInteger(pid) && (ours ? held.has(file) : isAlive(pid)))
        throw new DatabaseLockedError(file, pid);
      unlinkSync(file); // stale: its owner is gone
    }
  }
  throw new Error(`Could not take the database lock ${file}`);
}
