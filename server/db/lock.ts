/**
 * Who holds an embedded (PGlite) data folder. PGlite has no cross-process locking, and a process id proves
 * nothing across containers (two containers are both pid 1) or restarts (ids are reused). A listening Unix
 * socket does: it exists only while its process lives, and connecting to it works from any process, in any
 * container, that shares the folder on the same host. So the holder listens on DATA_DIR/run/holder.sock;
 * a socket that accepts a connection is a live holder, one that refuses it was left by a dead process.
 */
import { chmodSync, mkdirSync, rmdirSync, statSync, unlinkSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/** Another live process (the server, or a staff command) holds the embedded database. */
export class DatabaseLockedError extends Error {
  constructor(readonly socketPath: string) {
    super(
      `The embedded database is in use by another process (it answers on ${socketPath}). ` +
        "PGlite allows one process at a time: stop the other one first, or point both at PostgreSQL with DATABASE_URL.",
    );
    this.name = "DatabaseLockedError";
  }
}

/** The folder of the holder's sockets: the lock and PostgreSQL's wire protocol (.s.PGSQL.5432). */
export function runDir(dataDir: string): string {
  return path.join(dataDir, "run");
}

export function holderSocketPath(dataDir: string): string {
  return path.join(runDir(dataDir), "holder.sock");
}

/** Unix socket paths are limited (107 bytes on Linux): a clear error instead of EINVAL. */
const MAX_SOCKET_PATH = 107;

/** A takeover mutex older than this was left by a process that died within its few milliseconds. */
const STALE_TAKEOVER_MS = 10_000;

type Probe = "live" | "dead" | "absent";

/** Connects to a holder socket: live (accepted), dead (a leftover file nobody listens on) or absent. */
export function probeSocket(socketPath: string, timeoutMs = 2000): Promise<Probe> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    const timer = setTimeout(() => {
      // No answer in time (a holder stopped in a debugger, a full backlog): treat as live, never take over.
      socket.destroy();
      resolve("live");
    }, timeoutMs);
    socket.once("connect", () => {
      clearTimeout(timer);
      socket.destroy();
      resolve("live");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === "ENOENT") resolve("absent");
      else if (error.code === "ECONNREFUSED") resolve("dead");
      else resolve("live"); // EAGAIN and the like: someone is there
    });
  });
}

function listen(socketPath: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    // Connections are accepted and closed at once: connecting is the whole question.
    const server = net.createServer((socket) => socket.destroy());
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      server.unref(); // the lock alone must not keep a process alive
      resolve(server);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** mkdir is atomic: the one process that creates the folder may remove a dead holder's socket. */
function takeTakeover(dir: string): boolean {
  try {
    mkdirSync(dir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    try {
      if (Date.now() - statSync(dir).mtimeMs > STALE_TAKEOVER_MS) rmdirSync(dir);
    } catch {
      // Gone already: the next attempt decides.
    }
    return false;
  }
}

export interface HolderLock {
  socketPath: string;
  release(): Promise<void>;
}

/**
 * Claims the data folder for this process, or throws DatabaseLockedError when a live process holds it.
 * A socket left by a killed process (SIGKILL, a container stopped hard) is taken over.
 */
export async function acquireHolderLock(dataDir: string): Promise<HolderLock> {
  const socketPath = holderSocketPath(dataDir);
  // The longest socket in the folder is PostgreSQL's (.s.PGSQL.5432), which client.ts serves.
  const longest = path.join(runDir(dataDir), ".s.PGSQL.5432");
  if (Buffer.byteLength(longest) > MAX_SOCKET_PATH)
    throw new Error(
      `DATA_DIR is too long for a Unix socket (${longest}); use a path of at most ` +
        `${MAX_SOCKET_PATH - Buffer.byteLength(longest) + Buffer.byteLength(path.resolve(dataDir))} bytes.`,
    );
  // Only this user may connect: the database socket has no password (like PostgreSQL's peer sockets).
  mkdirSync(runDir(dataDir), { recursive: true, mode: 0o700 });
  chmodSync(runDir(dataDir), 0o700);
  const takeover = `${socketPath}.takeover`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const server = await listen(socketPath);
      return {
        socketPath,
        // Closing a Unix socket server removes its file.
        release: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    }
    const state = await probeSocket(socketPath);
    if (state === "live") throw new DatabaseLockedError(socketPath);
    if (state === "absent") continue; // removed between our listen and the probe: listen again
    // A dead holder's file. Only the process holding the takeover mutex removes it, and it checks again
    // first, so two processes can never both remove a socket and both listen.
    if (!takeTakeover(takeover)) {
      await sleep(50);
      continue;
    }
    try {
      if ((await probeSocket(socketPath)) === "dead") unlinkSync(socketPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    } finally {
      rmdirSync(takeover);
    }
  }
  throw new Error(`Could not claim the embedded database (${socketPath}): it keeps changing hands.`);
}
