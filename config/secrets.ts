/**
 * Per-install secrets kept in DATA_DIR/secrets.json (mode 0600) when they are not configured: generated
 * at first use, reused afterwards, so `npm install && npm start` works with nothing configured and no two
 * installs share a value. Synchronous because the build's configuration (vite.config.ts) is.
 */
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
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

/** A lock file older than this belongs to a process that died while holding it. */
const LOCK_STALE_MS = 10_000;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Runs `change` holding DATA_DIR/secrets.json.lock, so that instances starting together on one DATA_DIR
 * (a scaled compose service on one volume) generate each secret once: the first to take the lock writes,
 * the others then read its value. Without it each would keep the value it generated while the file ends
 * with the last writer's, and a spool record keyed by the lost SPOOL_KEY could never be replayed.
 */
function underLock<T>(file: string, change: () => T): T {
  const lock = `${file}.lock`;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx", mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const touched = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      // Gone meanwhile: try again at once.
      if (touched === undefined) continue;
      if (Date.now() - touched > LOCK_STALE_MS) rmSync(lock, { force: true });
      else sleepSync(20);
    }
  }
  try {
    return change();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * Keeps a value taken from elsewhere (the database's instance-wide IP_HASH_SALT) in DATA_DIR/secrets.json,
 * so this instance has it while the database is away. Nothing is written when the file already holds it.
 */
export function storeSecret(dataDir: string, name: SecretName, value: string): void {
  const file = path.join(dataDir, secretsFileName);
  if (readSecrets(file)[name] === value) return;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  underLock(file, () => writeSecrets(file, { ...readSecrets(file), [name]: value }));
}

/**
 * The value of each named secret from DATA_DIR/secrets.json, generating (and storing) the missing ones.
 * Written to a temporary file and renamed, so a reader never sees half a file, under a lock, so that a
 * concurrent first start (the build and the server, or two instances, at once) generates each value once.
 */
export function ensureSecrets<Name extends SecretName>(
  dataDir: string,
  names: readonly Name[],
): Record<Name, string> {
  const file = path.join(dataDir, secretsFileName);
  if (names.some((name) => !readSecrets(file)[name])) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    underLock(file, () => {
      // Read again under the lock: another instance may have written them meanwhile.
      const current = readSecrets(file);
      const missing = names.filter((name) => !current[name]);
      if (missing.length === 0) return;
      const next: Secrets = { ...current };
      for (const name of missing) next[name] = newSecret();
      writeSecrets(file, next);
    });
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
