/**
 * IP_HASH_SALT when it is not configured: one value for every instance on the database (issue 31 §5), so
 * the rate limits and hold counts they keep in one Redis share their keys, and the hashes stored by one
 * compare with another's. The first instance to start writes its candidate (INSERT ... ON CONFLICT DO
 * NOTHING), every instance then reads the stored one back. The candidate is this DATA_DIR's own salt from
 * secrets.json, so an install that had one keeps it (its stored hashes stay comparable); the value read is
 * kept there too, for a start while the database is away.
 */
import { eq } from "drizzle-orm";
import { storeSecret } from "#config/secrets.ts";
import type { Db } from "#server/db/client.ts";
import { isDatabaseUnavailable, withDatabaseTimeout } from "#server/db/errors.ts";
import { instanceSettings } from "#server/db/schema.ts";
import type { Env } from "#server/env.ts";

const IP_HASH_SETTING = "ip_hash_salt";

/** The database's salt, written from `candidate` when it has none. */
export async function databaseIpHashSalt(db: Db, candidate: string): Promise<string> {
  await db.insert(instanceSettings).values({ name: IP_HASH_SETTING, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: instanceSettings.value })
    .from(instanceSettings)
    .where(eq(instanceSettings.name, IP_HASH_SETTING));
  if (!row) throw new Error("instance_settings: the IP hash salt was written but cannot be read back");
  return row.value;
}

/**
 * The salt this instance uses: the configured IP_HASH_SALT; else the database's. When the database cannot
 * answer, the last one this DATA_DIR saw (or its own), with a warning.
 */
export async function resolveIpHashSalt(
  env: Pick<Env, "IP_HASH_SALT" | "generatedSecrets" | "dataDir">,
  db: Db,
  log: { warn(object: object, message: string): void },
  timeoutMs = 5000,
): Promise<string> {
  if (!env.generatedSecrets.includes("IP_HASH_SALT")) return env.IP_HASH_SALT;
  try {
    const salt = await withDatabaseTimeout(databaseIpHashSalt(db, env.IP_HASH_SALT), timeoutMs);
    storeSecret(env.dataDir, "IP_HASH_SALT", salt);
    return salt;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    log.warn(
      {},
      "IP_HASH_SALT: the database cannot be read; using this DATA_DIR's copy until the next start (rate limits may count apart from other instances)",
    );
    return env.IP_HASH_SALT;
  }
}
