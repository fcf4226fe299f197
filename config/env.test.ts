import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { browserBuildEnv, buildRoot, configVariables, readEnv } from "./env";

const freshDir = () => mkdtempSync(path.join(tmpdir(), "novo-env-"));

describe("readEnv", () => {
  it("runs with nothing configured: this install's own API key and salt, kept in DATA_DIR and reused", () => {
    const dataDir = freshDir();
    const env = readEnv({ DATA_DIR: dataDir });
    expect(env.generatedSecrets).toEqual(["API_KEY", "IP_HASH_SALT"]);
    expect(env.apiKeySource).toBe("generated");
    const kept = JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8"));
    expect(kept).toEqual({ API_KEY: env.API_KEY, IP_HASH_SALT: env.IP_HASH_SALT });
    const again = readEnv({ DATA_DIR: dataDir });
    expect([again.API_KEY, again.IP_HASH_SALT]).toEqual([env.API_KEY, env.IP_HASH_SALT]);
  });

  it("uses configured secrets and writes no file for them", () => {
    const dataDir = freshDir();
    const env = readEnv({ DATA_DIR: dataDir, API_KEY: "configured-key", IP_HASH_SALT: "configured-salt" });
    expect([env.API_KEY, env.IP_HASH_SALT, env.apiKeySource]).toEqual([
      "configured-key",
      "configured-salt",
      "configured",
    ]);
    expect(env.generatedSecrets).toEqual([]);
    expect(() => readFileSync(path.join(dataDir, "secrets.json"))).toThrow();
  });

  it("treats an empty value as unset and rejects an invalid one", () => {
    const env = readEnv({ DATA_DIR: freshDir(), SMTP_URL: "", PORT: "" });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(() => readEnv({ DATA_DIR: freshDir(), SITE_ORIGIN: "not a url" })).toThrow(/SITE_ORIGIN/);
  });

  it("refuses a media bucket without its credentials, and defaults its region", () => {
    const bucket = { DATA_DIR: freshDir(), MEDIA_BUCKET_URL: "http://127.0.0.1:9000/novo-photos" };
    expect(() => readEnv(bucket)).toThrow(/MEDIA_BUCKET_ACCESS_KEY_ID and MEDIA_BUCKET_SECRET_ACCESS_KEY/);
    expect(() => readEnv({ ...bucket, MEDIA_BUCKET_URL: "not a url" })).toThrow(/MEDIA_BUCKET_URL/);
    const env = readEnv({
      ...bucket,
      MEDIA_BUCKET_ACCESS_KEY_ID: "id",
      MEDIA_BUCKET_SECRET_ACCESS_KEY: "secret",
    });
    expect(env.MEDIA_BUCKET_REGION).toBe("us-east-1");
  });

  it("checks the alert and metrics settings, naming the field, and keeps ALERT_AFTER_MINUTES at 15 by default", () => {
    const env = readEnv({ DATA_DIR: freshDir() });
    expect([env.ALERT_AFTER_MINUTES, env.BACKUP_EXPECTED_HOURS, env.ALERT_SMS_TO]).toEqual([15, 26, []]);
    const twilio = { TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t", TWILIO_FROM: "+447700900000" };
    expect(
      readEnv({ DATA_DIR: freshDir(), ...twilio, ALERT_SMS_TO: "+447700900111, +447700900222" }).ALERT_SMS_TO,
    ).toEqual(["+447700900111", "+447700900222"]);
    expect(() => readEnv({ DATA_DIR: freshDir(), ...twilio, ALERT_SMS_TO: "07700 900111" })).toThrow(
      /ALERT_SMS_TO/,
    );
    expect(() => readEnv({ DATA_DIR: freshDir(), ALERT_SMS_TO: "+447700900111" })).toThrow(
      /ALERT_SMS_TO: needs TWILIO_ACCOUNT_SID/,
    );
    expect(() => readEnv({ DATA_DIR: freshDir(), ALERT_WEBHOOK_URL: "http://hooks.example/x" })).toThrow(
      /ALERT_WEBHOOK_URL: must be an https:\/\/ URL/,
    );
    expect(readEnv({ DATA_DIR: freshDir(), ALERT_AFTER_MINUTES: "0.5" }).ALERT_AFTER_MINUTES).toBe(0.5);
    expect(() => readEnv({ DATA_DIR: freshDir(), ALERT_AFTER_MINUTES: "0" })).toThrow(/ALERT_AFTER_MINUTES/);
    expect(() => readEnv({ DATA_DIR: freshDir(), METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });

  it("the serving server accepts the API key its pages were built with when none is configured", () => {
    const buildDir = freshDir();
    mkdirSync(path.join(buildDir, "client"));
    writeFileSync(
      path.join(buildDir, "client", "build-info.json"),
      JSON.stringify({ env: { VITE_API_KEY: "key-of-the-build" } }),
    );
    const source = { DATA_DIR: freshDir(), BUILD_DIR: buildDir };
    const serving = readEnv(source, { preferBuiltApiKey: true });
    expect([serving.API_KEY, serving.apiKeySource]).toEqual(["key-of-the-build", "build"]);
    expect(serving.generatedSecrets).toEqual(["IP_HASH_SALT"]);
    expect(readEnv({ ...source, API_KEY: "set" }, { preferBuiltApiKey: true }).API_KEY).toBe("set");
  });
});

describe("browserBuildEnv", () => {
  it("bakes in the API key the server of the same DATA_DIR expects", () => {
    const dataDir = freshDir();
    const built = browserBuildEnv({ DATA_DIR: dataDir, SITE_ORIGIN: "https://novo.example/" });
    expect(built.VITE_API_KEY).toBe(readEnv({ DATA_DIR: dataDir }).API_KEY);
    expect(built.VITE_SITE_ORIGIN).toBe("https://novo.example");
    expect(built.VITE_POSTCODES_API_URL).toBe("https://api.postcodes.io");
    expect(buildRoot({})).toBe("./build");
  });
});

describe("loadDotEnv", () => {
  it("reads a .env file, and the real environment wins over it", () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, ".env"), "NOVO_FROM_FILE=file\nNOVO_IN_BOTH=file\n");
    // A child process: loading a .env here would change this test worker's environment.
    const script = `import { loadDotEnv } from ${JSON.stringify(path.resolve("config/env.ts"))};
      loadDotEnv(${JSON.stringify(path.join(dir, ".env"))}); loadDotEnv("no-such.env"); console.log(process.env.NOVO_FROM_FILE, process.env.NOVO_IN_BOTH);`;
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      env: { ...process.env, NOVO_IN_BOTH: "real" },
      encoding: "utf8",
    });
    expect(output.trim()).toBe("file real");
  });
});

describe(".env.example and the README", () => {
  const example = readFileSync(".env.example", "utf8");
  const listed = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => ({
    name: m[1],
    value: m[2],
  }));

  it("list every variable the configuration reads", () => {
    const names = new Set(listed.map((entry) => entry.name));
    expect(configVariables.filter((name) => !names.has(name))).toEqual([]);
    const readme = readFileSync("README.md", "utf8");
    expect(configVariables.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });

  it("give no secret a value", () => {
    const secretLike = /KEY|SALT|SECRET|PASSWORD|TOKEN|SID|URL$/;
    const withValues = listed.filter(
      (entry) => secretLike.test(entry.name ?? "") && entry.value && !entry.value.startsWith("http"),
    );
    expect(withValues).toEqual([]);
  });
});
