/**
 * Marketing spend (issue 38): management enters pence per month and channel, optionally per campaign and
 * gym; a change updates the entry and every entry and change is logged (who, what, when) in the same
 * transaction. No gym's inbox reaches any of it (the routes check the role; server/staff/sources.ts never
 * reads spend for a gym's inbox).
 */
import { desc, eq } from "drizzle-orm";
import type { SpendChange, SpendEntry, SpendInput, SpendSaved } from "#contracts/sources.ts";
import type { StaffUser } from "#contracts/staff.ts";
import type { Db } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { type MarketingSpendRow, marketingSpend, marketingSpendChanges } from "#server/db/schema.ts";

/** How many changes the spend page lists. */
export const SPEND_LOG_ROWS = 50;

const CLASH = "Spend for this month, channel, campaign and gym is already entered: change that entry instead";

function inputOf(row: MarketingSpendRow): SpendInput {
  return {
    month: row.month,
    channel: row.channel as SpendInput["channel"],
    campaign: row.campaign,
    gym: row.gym,
    amountPence: row.amountPence,
  };
}

export async function listSpend(
  db: Db,
  month: string,
): Promise<{ entries: SpendEntry[]; changes: SpendChange[] }> {
  const [rows, changes] = await Promise.all([
    db
      .select()
      .from(marketingSpend)
      .where(eq(marketingSpend.month, month))
      .orderBy(marketingSpend.channel, marketingSpend.campaign, marketingSpend.gym),
    db.select().from(marketingSpendChanges).orderBy(desc(marketingSpendChanges.id)).limit(SPEND_LOG_ROWS),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      ...inputOf(row),
      updatedBy: row.updatedBy,
      updatedAt: row.updatedAt.toISOString(),
    })),
    changes: changes.map((change) => ({
      id: change.id,
      spendId: change.spendId,
      actor: change.actor,
      kind: change.kind,
      previous: (change.previous as SpendInput | null) ?? null,
      current: change.current as SpendInput,
      changedAt: change.changedAt.toISOString(),
    })),
  };
}

/** Enters (id null) or changes a spend entry and logs it, in one transaction. */
export async function saveSpend(
  db: Db,
  user: StaffUser,
  id: number | null,
  input: SpendInput,
): Promise<SpendSaved> {
  try {
    return await db.transaction(async (tx): Promise<SpendSaved> => {
      const now = new Date();
      if (id === null) {
        const [row] = await tx
          .insert(marketingSpend)
          .values({ ...input, createdBy: user.email, updatedBy: user.email, createdAt: now, updatedAt: now })
          .returning();
        if (!row) throw new Error("spend insert returned nothing");
        await tx
          .insert(marketingSpendChanges)
          .values({ spendId: row.id, actor: user.email, kind: "created", previous: null, current: input });
        return { ok: true, id: row.id };
      }
      const [before] = await tx.select().from(marketingSpend).where(eq(marketingSpend.id, id)).for("update");
      if (!before) return { ok: false, field: "id", message: "id: No such spend entry" };
      await tx
        .update(marketingSpend)
        .set({ ...input, updatedBy: user.email, updatedAt: now })
        .where(eq(marketingSpend.id, id));
      await tx.insert(marketingSpendChanges).values({
        spendId: id,
        actor: user.email,
        kind: "changed",
        previous: inputOf(before),
        current: input,
      });
      return { ok: true, id };
    });
  } catch (error) {
    if (isUniqueViolation(error, "marketing_spend_key_idx"))
      return { ok: false, field: "campaign", message: `campaign: ${CLASH}` };
    throw error;
  }
}
