/**
 * Per-install secrets kept in DATA_DIR/secrets.json (mode 0600) when they are not configured: generated
 * at first use, reused afterwards, so `npm install && npm start` works with nothing configured and no two
 * installs share a value. Synchronous because the build's configuration (vite.config.ts) is.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const secretsFileName = "secrets.json";

/** Every secret that may be generated. A secret added later is generated the first time it is asked for. */
export const generatedSecretNames = ["API_KEY", "IP_HASH_SALT"] as const;
export type GeneratedSecretName = (typeof generatedSecretNames)[number];
/**
 * Secrets that are never configured, only generated: SPOOL_KEY keys the spool's records (server/spool/journal.ts),
 * so it must be readable while the database is away, by exactly the instances that share this DATA_DIR.
 */
export type SecretName = GeneratedSecretName | "SPOOL_KEY";

type Secrets = Partial<Record<SecretName, string>>;

function readSecrets(file: string): Secrets {
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new Error(`${file} is not a JSON object`);
  return parsed as Secrets;
}

function newSecret(): string {
  // 32 random bytes: far beyond brute force, URL- and header-safe.
  return randomBytes(32).toString("base64url");
}

function writeSecrets(file: string, secrets: Secrets): void {
  // Every container is pid 1: the random part keeps two instances on one DATA_DIR off each other's file.
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

/**
 * Keeps a value taken from elsewhere (the database's instance-wide IP_HASH_SALT) in DATA_DIR/secrets.json,
 * so this instance has it while the database is away. Nothing is written when the file already holds it.
 */
export function storeSecret(dataDir: string, name: SecretName, value: string): void {
  const file = path.join(dataDir, secretsFileName);
  const current = readSecrets(file);
  if (current[name] === value) return;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeSecrets(file, { ...current, [name]: value });
}

/**
 * The value of each named secret from DATA_DIR/secrets.json, generating (and storing) the missing ones.
 * Written to a temporary file and renamed, so a reader never sees half a file; a concurrent first start
 * (the build and the server at once) may both write, so the file is read back and its values win.
 */
export function ensureSecrets<Name extends SecretName>(
  dataDir: string,
  names: readonly Name[],
): Record<Name, string> {
  const file = path.join(dataDir, secretsFileName);
  const current = readSecrets(file);
  const missing = names.filter((name) => !current[name]);
  if (missing.length > 0) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const next: Secrets = { ...current };
    for (const name of missing) next[name] = newSecret();
    writeSecrets(file, next);
  }
  // A file made by hand keeps its content but not a mode that lets others read it.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const stored = readSecrets(file);
  const result = {} as Record<Name, string>;
  for (const name of names) {
    const value = stored[name];
    if (!value) throw new Error(`${file} has no ${name}`);
    result[name] = value;
  }
  return result;
}
