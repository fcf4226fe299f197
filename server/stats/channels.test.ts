import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NO_CAMPAIGN, UNKNOWN_CHANNEL } from "#contracts/sources.ts";
import type { Db } from "#server/db/client.ts";
import { marketingSpend, submissions } from "#server/db/schema.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { MAX_CAMPAIGNS, OTHER_CAMPAIGNS, sourcesReport } from "./channels";

const lead = (i: number, values: Partial<typeof submissions.$inferInsert>) => ({
  kind: "lead" as const,
  payload: {},
  email: `p${i}@example.com`,
  gym: "novogreenwich",
  ipHash: "test",
  // 31 January 2026, 23:30 GMT: still January in London.
  createdAt: new Date("2026-01-31T23:30:00Z"),
  ...values,
});

describe.each(backendNames)("sources by channel and campaign (%s)", (backendName) => {
  let backend: TestBackend;
  let db: Db;
  beforeAll(async () => {
    backend = await createBackend(backendName);
    db = backend.database.db;
  });
  afterAll(async () => backend?.dispose());
  beforeEach(async () => {
    await backend.reset();
    await db.execute(sql`TRUNCATE marketing_spend`);
  });

  const spend = (values: Partial<typeof marketingSpend.$inferInsert>) =>
    db.insert(marketingSpend).values({
      month: "2026-01",
      channel: "paid-social",
      amountPence: 10_000,
      createdBy: "m@example.com",
      updatedBy: "m@example.com",
      ...values,
    });

  it("counts a London month's leads, leaves out spam and other kinds, and names old leads and no campaign", async () => {
    await db
      .insert(submissions)
      .values([
        lead(1, { channel: "paid-social", utmCampaign: "Jan-Daypass", status: "joined" }),
        lead(2, { channel: "paid-social", utmCampaign: "jan-daypass" }),
        lead(3, { channel: null }),
        lead(4, { channel: "direct", spam: true }),
        lead(5, { channel: "direct", kind: "enquiry" }),
        lead(6, { channel: "direct", createdAt: new Date("2026-02-01T00:30:00Z") }),
      ]);
    const report = await sourcesReport(db, { month: "2026-01", gym: null, withSpend: false });
    expect(report.byChannel.map((r) => [r.key, r.leads, r.members])).toEqual([
      ["paid-social", 2, 1],
      [UNKNOWN_CHANNEL, 1, 0],
    ]);
    expect(report.byCampaign.map((r) => [r.key, r.leads, r.rate])).toEqual([
      ["jan-daypass", 2, 0.5],
      [NO_CAMPAIGN, 1, 0],
    ]);
  });

  it("gives spend and costs to management only, and one gym only its own gym's spend", async () => {
    await db
      .insert(submissions)
      .values([
        lead(1, { channel: "paid-social", utmCampaign: "jan-daypass", status: "joined" }),
        lead(2, { channel: "paid-social", utmCampaign: "jan-daypass" }),
        lead(3, { channel: "paid-social", gym: "novowelling" }),
      ]);
    await spend({ campaign: "jan-daypass" });
    await spend({ gym: "novowelling", amountPence: 3_000 });
    const all = await sourcesReport(db, { month: "2026-01", gym: null, withSpend: true });
    expect(all.byCampaign.find((r) => r.key === "jan-daypass")).toMatchObject({
      spendPence: 10_000,
      costPerLead: 5_000,
      costPerMember: 10_000,
      costPerTour: null,
    });
    expect(all.byChannel[0]).toMatchObject({ key: "paid-social", leads: 3, spendPence: 13_000 });
    const welling = await sourcesReport(db, { month: "2026-01", gym: "novowelling", withSpend: true });
    expect(welling.byChannel).toMatchObject([{ key: "paid-social", leads: 1, spendPence: 3_000 }]);
    const gymInbox = await sourcesReport(db, { month: "2026-01", gym: "novogreenwich", withSpend: false });
    expect(gymInbox.byChannel.every((r) => r.spendPence === null && r.costPerLead === null)).toBe(true);
    expect(JSON.stringify(gymInbox)).not.toContain("13000");
  });

  it("folds a flood of invented campaigns into one row, keeping every campaign with spend", async () => {
    await db
      .insert(submissions)
      .values(Array.from({ length: 80 }, (_, i) => lead(i, { channel: "referral", utmCampaign: `c${i}` })));
    await spend({ campaign: "paid-one" });
    const report = await sourcesReport(db, { month: "2026-01", gym: null, withSpend: true });
    expect(report.byCampaign).toHaveLength(MAX_CAMPAIGNS);
    expect(report.byCampaign.some((r) => r.key === "paid-one")).toBe(true);
    const other = report.byCampaign.find((r) => r.key === OTHER_CAMPAIGNS);
    expect(report.byCampaign.reduce((sum, r) => sum + r.leads, 0)).toBe(80);
    expect(other?.leads).toBe(80 - (MAX_CAMPAIGNS - 2));
  });
});
