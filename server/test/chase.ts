/**
 * A lead as the API stores it, arriving at a given instant, with every message it causes: for tests that run
 * the lead chase with a fake clock (server/outbox/chase.test.ts, server/privacy/erasure-digest.test.ts).
 */
import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/client.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { type MessageOptions, messagesFor } from "#server/outbox/messages.ts";

export async function leadArriving(
  db: Db,
  at: Date,
  payload: Record<string, unknown> & { email: string; gymName: string },
  options: MessageOptions,
): Promise<string> {
  const id = randomUUID();
  await db.insert(submissions).values({
    id,
    kind: "lead",
    payload,
    email: payload.email,
    gym: payload.gymName,
    ipHash: "test",
    createdAt: at,
  });
  const messages = await messagesFor({ id, kind: "lead", payload, receivedAt: at, referer: null }, options);
  // Rows due "now" are due at the fake instant, not at the database's clock.
  await db
    .insert(outbox)
    .values(messages.map((m) => ({ ...m, submissionId: id, nextAttemptAt: m.nextAttemptAt ?? at })));
  return id;
}
