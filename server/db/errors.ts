/**
 * What a database error means for the caller. Drizzle wraps the driver's error (as `cause`), so every test
 * walks the cause chain.
 */

function* chain(error: unknown): Generator<Record<string, unknown>> {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** SQLSTATEs of a connection that went away (a restart, a failover, pg_terminate_backend). */
const lostCodes = new Set(["57P01", "57P02", "57P03", "53300"]);
const lostMessages =
  /Connection terminated|connection .*(closed|ended)|Client has encountered a connection error|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|not currently accepting connections|timeout exceeded when trying to connect/i;

/** The connection was lost: the statement may not have run, and trying again on a new connection is sound. */
export function isConnectionLost(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = typeof e.code === "string" ? e.code : "";
    if (lostCodes.has(code) || code.startsWith("08")) return true;
    if (typeof e.message === "string" && lostMessages.test(e.message)) return true;
  }
  return false;
}

/** The database is there but will not take a write (read-only, a standby, in recovery). */
export function isReadOnly(error: unknown): boolean {
  for (const e of chain(error)) if (e.code === "25006") return true;
  return false;
}

/** A write that did not commit within the time we wait (a paused network, a hung failover). */
export class DatabaseTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`database: no answer within ${ms} ms`);
    this.name = "DatabaseTimeoutError";
  }
}

/** `work`, or a DatabaseTimeoutError after `ms`; `work` goes on (its outcome then ignored, never unhandled). */
export function withDatabaseTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(ms)), ms);
  });
  work.catch(() => {});
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Nothing is wrong with the request: the database cannot store it right now (answered 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isConnectionLost(error) || isReadOnly(error) || error instanceof DatabaseTimeoutError;
}

/** A unique violation of this constraint (e.g. the row we are inserting was committed by an earlier try). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const e of chain(error)) if (e.code === "23505" && e.constraint === constraint) return true;
  return false;
}
