/**
 * Health's own reasons from the database (issue 43): a lead past its escalation (until it is contacted), and
 * the backup schedule (a fresh install is given the allowance before it is told; a backup resets it).
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { outbox } from "#server/db/schema.ts";
import { changeLead, LEAD_ESCALATION } from "#server/staff/first-contact.ts";
import { apiHeaders, TEST_STAFF, testApp, validBodies } from "#server/test/app.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { markBackup } from "./figures.ts";

interface Health {
  status: string;
  reasons: string[];
  leads: { waitingFirstContact: number; pastEscalation: number };
  backup: { lastAt: string | null; dueBy: string | null };
}

describe.each(backendNames)("health's reasons on %s", (name) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  // Health reuses the figures for 5 s; the alerts' tick reads them afresh, as each check here wants.
  const fresh = async () => {
    await app.ops.alerter.tick();
    return (await app.inject({ method: "GET", url: apiPaths.health })).json() as Health;
  };

  beforeAll(async () => {
    backend = await createBackend(name);
    app = await testApp(backend.database, { ops: { start: false } });
  });
  beforeEach(async () => {
    await backend.reset();
    await backend.database.db.execute(
      sql`INSERT INTO ops_marks (name, at) VALUES ('installed', now()) ON CONFLICT (name) DO UPDATE SET at = now()`,
    );
    await backend.database.db.execute(sql`DELETE FROM ops_marks WHERE name = 'backup'`);
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  it("degrades for a lead past its escalation until someone contacts it", async () => {
    const stored = await app.inject({
      method: "POST",
      url: apiPaths.lead,
      headers: apiHeaders,
      payload: validBodies.lead,
    });
    expect(stored.statusCode).toBe(201);
    const before = await fresh();
    expect(before.leads).toEqual({ waitingFirstContact: 1, pastEscalation: 0 });
    expect(before.reasons).not.toContain("lead-past-escalation");

    // Its escalation comes due (management's chase, in staffed time): past it, not contacted.
    await backend.database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 60_000) })
      .where(eq(outbox.purpose, LEAD_ESCALATION));
    const escalated = await fresh();
    expect(escalated.status).toBe("degraded");
    expect(escalated.reasons).toEqual(["lead-past-escalation"]);
    expect(escalated.leads.pastEscalation).toBe(1);

    const [row] = await backend.database.db
      .select({ submissionId: outbox.submissionId })
      .from(outbox)
      .where(eq(outbox.purpose, LEAD_ESCALATION));
    await changeLead(
      backend.database.db,
      { role: "novogreenwich", email: TEST_STAFF.greenwich },
      row?.submissionId ?? "",
      { how: "call" },
      { settingsFor: async () => null, webhookUrls: [] },
    );
    const contacted = await fresh();
    expect(contacted).toMatchObject({
      status: "ok",
      reasons: [],
      leads: { waitingFirstContact: 0, pastEscalation: 0 },
    });
  });

  it("gives a fresh install the backup allowance, then says backup-late until a backup completes", async () => {
    const young = await fresh();
    expect(young.reasons).not.toContain("backup-late");
    expect(young.backup.lastAt).toBeNull();
    expect(new Date(young.backup.dueBy ?? 0).getTime()).toBeGreaterThan(Date.now() + 25 * 3600_000);

    await backend.database.db.execute(
      sql`UPDATE ops_marks SET at = now() - interval '27 hours' WHERE name = 'installed'`,
    );
    const late = await fresh();
    expect(late).toMatchObject({ status: "degraded", reasons: ["backup-late"] });

    await markBackup(backend.database.db);
    const backedUp = await fresh();
    expect(backedUp).toMatchObject({ status: "ok", reasons: [] });
    expect(backedUp.backup.lastAt).not.toBeNull();
  });
});
