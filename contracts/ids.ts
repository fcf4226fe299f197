/**
 * The shapes of the ids in staff URLs and forms: a submission, tour or held row is a uuid, an outbox message
 * or content change a positive integer. Checked before any query, since the database answers a malformed
 * uuid or an integer out of range with an error, not with "no row".
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(id: unknown): id is string {
  return typeof id === "string" && UUID.test(id);
}

/** A bigserial id as a JavaScript number: positive and exact. */
export function isRowId(id: unknown): id is number {
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0;
}

/** A row id written in a URL: digits only (no sign, space, exponent or hex), else null. */
export function rowIdOf(text: string): number | null {
  const id = /^\d{1,15}$/.test(text) ? Number(text) : null;
  return isRowId(id) ? id : null;
}
