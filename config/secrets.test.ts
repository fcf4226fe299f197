import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ensureSecrets } from "./secrets";

const freshDir = () => mkdtempSync(path.join(tmpdir(), "novo-secrets-"));
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("ensureSecrets", () => {
  it("generates each missing secret once, in a 0600 file, and reuses it afterwards", () => {
    const dataDir = path.join(freshDir(), "not-yet-created");
    const first = ensureSecrets(dataDir, ["API_KEY", "IP_HASH_SALT"]);
    expect(first.API_KEY).toMatch(/^[\w-]{43}$/);
    expect(first.IP_HASH_SALT).toMatch(/^[\w-]{43}$/);
    expect(first.API_KEY).not.toBe(first.IP_HASH_SALT);
    const file = path.join(dataDir, "secrets.json");
    expect(modeOf(file)).toBe(0o600);
    expect(ensureSecrets(dataDir, ["API_KEY", "IP_HASH_SALT"])).toEqual(first);
  });

  it("gives two installs different values", () => {
    expect(ensureSecrets(freshDir(), ["IP_HASH_SALT"]).IP_HASH_SALT).not.toBe(
      ensureSecrets(freshDir(), ["IP_HASH_SALT"]).IP_HASH_SALT,
    );
  });

  it("adds a secret asked for later without touching the ones already kept", () => {
    const dataDir = freshDir();
    const { API_KEY } = ensureSecrets(dataDir, ["API_KEY"]);
    const both = ensureSecrets(dataDir, ["API_KEY", "IP_HASH_SALT"]);
    expect(both.API_KEY).toBe(API_KEY);
    expect(JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8"))).toEqual(both);
  });

  it("keeps a hand-written file's values but tightens a mode that lets others read it", () => {
    const dataDir = freshDir();
    const file = path.join(dataDir, "secrets.json");
    writeFileSync(file, JSON.stringify({ IP_HASH_SALT: "an owner's own salt value" }));
    chmodSync(file, 0o644);
    expect(ensureSecrets(dataDir, ["IP_HASH_SALT"]).IP_HASH_SALT).toBe("an owner's own salt value");
    expect(modeOf(file)).toBe(0o600);
  });
});

describe("ensureSecrets from processes starting together on one DATA_DIR", () => {
  it("generates each secret once: every process gets the value the file keeps", async () => {
    const dataDir = freshDir();
    const module = JSON.stringify(fileURLToPath(new URL("./secrets.ts", import.meta.url)));
    // All start generating at one moment, past their start-up.
    const at = Date.now() + 6000;
    const script = `import { ensureSecrets } from ${module};
while (Date.now() < ${at});
process.stdout.write(ensureSecrets(process.env.DIR, ["SPOOL_KEY", "IP_HASH_SALT"]).SPOOL_KEY);`;
    const values = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<string>((resolve, reject) => {
            const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
              env: { ...process.env, DIR: dataDir },
              stdio: ["ignore", "pipe", "inherit"],
            });
            let out = "";
            child.stdout.on("data", (chunk) => {
              out += String(chunk);
            });
            child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
          }),
      ),
    );
    const kept = JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8")).SPOOL_KEY;
    expect(values).toEqual(Array(4).fill(kept));
  }, 60_000);
});
