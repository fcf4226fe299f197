/**
 * An exclusive lock on one journal folder, held by one live process (docs/decisions/0011, amendment of
 * 2026-11-28). The lock is the file `<folder>.lock` beside the folder (the folder holds records only),
 * holding its holder's random token; the holder
 * touches it every quarter of `staleMs`, so a holder that is gone (killed, its container stopped) leaves
 * it untouched and, after `staleMs`, any instance may take it over. Works on every filesystem a DATA_DIR
 * may be on, shared volumes included, where no pid means anything (every container is pid 1).
 *
 * Two takers racing for one stale lock both rename their token over it; the last rename wins and the
 * other sees a foreign token at its next touch and lets go. So, rarely and briefly, two replayers may
 * hold one folder: the spool is safe with that (idempotent by submission id, nothing deleted on a lost
 * race), the lock only keeps it rare.
 */
import { randomBytes } from "node:crypto";
import { readFile, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { writeFileAtomic } from "#server/lib/write-file-atomic.ts";

export interface FolderLockOptions {
  /** Untouched this long, the holder is taken to be gone. */
  staleMs: number;
  /** Called once when another process took the lock (this one was paused past staleMs). */
  onLost?: () => void;
}

export class FolderLock {
  readonly file: string;
  private readonly token = randomBytes(16).toString("hex");
  private timer: NodeJS.Timeout | null = null;
  private holding = false;

  constructor(
    readonly dir: string,
    private readonly options: FolderLockOptions,
  ) {
    this.file = `${dir}.lock`;
  }

  held(): boolean {
    return this.holding;
  }

  /** Takes the lock when it is free or stale; resolves whether this process now holds it. */
  async acquire(): Promise<boolean> {
    if (this.holding) return true;
    try {
      await writeFile(this.file, this.token, { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const touched = await stat(this.file).then(
        (s) => s.mtimeMs,
        () => 0,
      );
      if (Date.now() - touched < this.options.staleMs) return false;
      await writeFileAtomic(this.file, this.token, { mode: 0o600 });
      if ((await this.holder()) !== this.token) return false;
    }
    this.holding = true;
    const every = Math.max(50, Math.floor(this.options.staleMs / 4));
    this.timer = setInterval(() => void this.touch(), every);
    // The lock must never keep a process alive that has nothing else to do.
    this.timer.unref();
    return true;
  }

  private async holder(): Promise<string | null> {
    return readFile(this.file, "utf8").catch(() => null);
  }

  private async touch(): Promise<void> {
    if (!this.holding) return;
    if ((await this.holder()) !== this.token) {
      this.stopTouching();
      this.options.onLost?.();
      return;
    }
    const now = new Date();
    await utimes(this.file, now, now).catch(() => {});
  }

  private stopTouching(): void {
    this.holding = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Lets go (the lock file is removed when it is still this process's). */
  async release(): Promise<void> {
    if (!this.holding) return;
    this.stopTouching();
    if ((await this.holder()) === this.token) await unlink(this.file).catch(() => {});
  }
}
