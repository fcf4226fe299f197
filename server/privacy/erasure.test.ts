/**
 * Issue 21.7 as attacks and accidents: a session that never ends, an erasure from a session left open, a
 * restore that brings erased people back, and an erasure of a gym inbox that takes other people's records.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dumpJson, restoreJson } from "#server/backup/backup.ts";
import { erasures, outbox, staffSessions, submissions } from "#server/db/schema.ts";
import { createSession, findSession, requireRecentSignIn } from "#server/staff/auth.ts";
import { storeSubmission } from "#server/submissions/store.ts";
import { createBackend, type TestBackend } from "#server/test/backends.ts";
import { shippedGyms, shippedPlaces } from "#tests/shipped.ts";
import { eraseSubject, erasureHash, replayErasures } from "./subject";

const client = { ipHash: "h", referer: null, userAgent: null };
const messages = {
  siteOrigin: "https://novo.example",
  smsEnabled: false,
  gyms: () => shippedGyms,
  places: () => shippedPlaces,
};
const GREENWICH = "greenwich@novogyms.co.uk";

async function lead(backend: TestBackend, email: string) {
  return storeSubmission(
    backend.database.db,
    {
      kind: "lead",
      payload: {
        gymName: "novogreenwich",
        firstName: "Jane",
        lastName: "Doe",
        email,
        phoneNum: "07700900123",
        source: "website",
      },
      email,
      gym: "novogreenwich",
      spam: false,
      client,
    },
    messages,
  );
}

describe("sessions", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createBackend("pglite");
  });
  afterAll(() => backend?.dispose());

  it("a session past its absolute life is signed out, however active", async () => {
    const db = backend.database.db;
    const id = await createSession(db, { email: GREENWICH, role: "novogreenwich" });
    const now = new Date();
    // Active a minute ago, signed in 25 hours ago.
    await db
      .update(staffSessions)
      .set({
        createdAt: new Date(now.getTime() - 25 * 3600_000),
        lastSeenAt: new Date(now.getTime() - 60_000),
      })
      .where(sql`true`);
    expect(await findSession(db, id, now, 48)).not.toBeNull();
    expect(await findSession(db, id, now)).toBeNull();
    expect(await db.select().from(staffSessions)).toHaveLength(0);
  });

  it("erasure after 20 minutes signed in asks for a fresh sign-in; after 5, not", () => {
    const now = new Date();
    expect(requireRecentSignIn({ createdAt: new Date(now.getTime() - 20 * 60_000) }, 15 * 60_000, now)).toBe(
      false,
    );
    expect(requireRecentSignIn({ createdAt: new Date(now.getTime() - 5 * 60_000) }, 15 * 60_000, now)).toBe(
      true,
    );
  });
});

describe("erasure", () => {
  let backend: TestBackend;
  let restored: TestBackend;
  let dataDir: string;
  beforeAll(async () => {
    backend = await createBackend("pglite");
    restored = await createBackend("pglite");
  });
  afterAll(async () => {
    await backend?.dispose();
    await restored?.dispose();
  });
  beforeEach(async () => {
    await backend.reset();
    await backend.database.db.delete(erasures);
    dataDir = mkdtempSync(path.join(tmpdir(), "novo-erasure-"));
  });

  it("is recorded (hash, who, when) and replayed after a restore of an older backup", async () => {
    await lead(backend, "Jane@Example.com");
    await lead(backend, "other@example.com");
    const backup = path.join(dataDir, "before.backup");
    await dumpJson(backend.database.db, backup);

    const gone = await eraseSubject(backend.database.db, "jane@example.com", {
      dataDir,
      actor: "management@novogyms.co.uk",
    });
    expect(gone.submissionIds).toHaveLength(1);
    const [record] = await backend.database.db.select().from(erasures);
    expect(record).toMatchObject({
      emailHash: erasureHash("jane@example.com"),
      actor: "management@novogyms.co.uk",
    });
    expect(JSON.stringify(record)).not.toContain("jane");

    // The restore of the backup taken before brings Jane back; the replay erases her again.
    await restoreJson(restored.database.db, backup);
    const emails = async () =>
      (await restored.database.db.select({ e: submissions.email }).from(submissions)).map((r) => r.e).sort();
    expect(await emails()).toEqual(["Jane@Example.com", "other@example.com"]);
    expect(await replayErasures(restored.database.db, { dataDir })).toBe(1);
    expect(await emails()).toEqual(["other@example.com"]);
    // Twice is harmless.
    expect(await replayErasures(restored.database.db, { dataDir })).toBe(0);
  });

  it("erasing a gym inbox's own address leaves the visitors' notifications to it", async () => {
    const { id } = await lead(backend, "visitor@example.com");
    const before = await backend.database.db.select().from(outbox).where(eq(outbox.submissionId, id));
    expect(before.map((r) => r.recipient)).toContain(GREENWICH);
    const gone = await eraseSubject(backend.database.db, GREENWICH, { dataDir });
    expect(gone.outboxIds).toEqual([]);
    expect(await backend.database.db.select().from(outbox).where(eq(outbox.submissionId, id))).toHaveLength(
      before.length,
    );
  });
});
