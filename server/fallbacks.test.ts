import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type FallbackCheck,
  fallbackChecks,
  localFallbacks,
  reportConfiguration,
  staffFallbacks,
} from "./fallbacks";
import { testEnv as appTestEnv } from "./test/app";

/** A build folder of its own, so the report never reads the checkout's build/. */
function buildDirWithKey(apiKey?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "novo-fallbacks-build-"));
  mkdirSync(path.join(dir, "client"));
  if (apiKey)
    writeFileSync(
      path.join(dir, "client", "build-info.json"),
      JSON.stringify({ env: { VITE_API_KEY: apiKey } }),
    );
  return dir;
}
const testEnv = (overrides: Record<string, string> = {}) =>
  appTestEnv({ BUILD_DIR: buildDirWithKey(), ...overrides });

function recorder() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (message: string) => void lines.push({ level, message });
  return { lines, log: { info: at("info"), warn: at("warn"), error: at("error") } };
}

describe("local fallbacks", () => {
  it("lists mail in files, a localhost origin and no Google key when nothing is configured", () => {
    const env = testEnv({ SITE_ORIGIN: "http://localhost:3000" });
    expect(localFallbacks(env).map((fallback) => fallback.id)).toEqual([
      "mail-files",
      "localhost-origin",
      "no-google-key",
      "no-alert-channel",
    ]);
  });

  it("lists nothing once the real services are configured", () => {
    const env = testEnv({
      SMTP_URL: "smtp://mail.example:587",
      SITE_ORIGIN: "https://novo.example",
      GOOGLE_PLACES_API_KEY: "a-google-key",
      ALERT_WEBHOOK_URL: "https://hooks.slack.example/services/T0/B0/x",
    });
    expect(localFallbacks(env)).toEqual([]);
  });

  it("says no one can sign in to the staff area with no staff records and no STAFF_EMAILS, loudly in production", () => {
    const env = testEnv({ STAFF_EMAILS: "", NODE_ENV: "production" });
    const fallbacks = [...localFallbacks(env), ...staffFallbacks({ members: 0 })];
    expect(fallbacks).toContainEqual({
      id: "no-staff-emails",
      message: expect.stringMatching(
        /^staff sign-in: no one has access and no STAFF_EMAILS set, so no one can sign in/,
      ),
    });
    const { lines, log } = recorder();
    reportConfiguration(env, fallbacks, log);
    expect(lines).toContainEqual({
      level: "warn",
      message: expect.stringMatching(
        /^PRODUCTION ON A LOCAL FALLBACK \(no-staff-emails\): staff sign-in: no one has access/,
      ),
    });
    // Records kept (or not known, the database away at start): nothing to say.
    expect(staffFallbacks({ members: 2 })).toEqual([]);
    expect(staffFallbacks({ members: null })).toEqual([]);
  });

  it("takes extra checks, which see the current time", () => {
    const ended: FallbackCheck = {
      id: "offer-ended",
      message: "the offer has ended",
      active: (_env, now) => now >= new Date("2025-12-01T00:00:00Z"),
    };
    const env = testEnv({
      SMTP_URL: "smtp://mail.example",
      GOOGLE_PLACES_API_KEY: "k",
      ALERT_WEBHOOK_URL: "https://hooks.slack.example/services/T0/B0/x",
    });
    const checks = [...fallbackChecks, ended];
    expect(localFallbacks(env, checks, new Date("2025-11-30T12:00:00Z"))).toEqual([]);
    expect(localFallbacks(env, checks, new Date("2025-12-02T00:00:00Z"))).toEqual([
      { id: "offer-ended", message: "the offer has ended" },
    ]);
  });

  it("warns loudly for each in production and only notes them otherwise", () => {
    const production = testEnv({ NODE_ENV: "production" });
    const { lines, log } = recorder();
    reportConfiguration(production, localFallbacks(production), log);
    expect(lines.filter((line) => line.level === "warn").map((line) => line.message)).toEqual([
      expect.stringMatching(/^PRODUCTION ON A LOCAL FALLBACK \(mail-files\): SMTP_URL is not set/),
      expect.stringMatching(/^PRODUCTION ON A LOCAL FALLBACK \(no-google-key\)/),
      expect.stringMatching(
        /^PRODUCTION ON A LOCAL FALLBACK \(no-alert-channel\): ALERT_WEBHOOK_URL and ALERT_SMS_TO/,
      ),
    ]);

    const development = testEnv({ NODE_ENV: "development" });
    const quiet = recorder();
    reportConfiguration(development, localFallbacks(development), quiet.log);
    expect(quiet.lines.map((line) => line.level)).toEqual(["info", "info", "info"]);
  });

  it("names the per-instance limits at start-up when DATABASE_URL is set and REDIS_URL is not", () => {
    const env = testEnv({ DATABASE_URL: "postgres://db.example/novo", NODE_ENV: "production" });
    expect(localFallbacks(env).map((fallback) => fallback.id)).toContain("limits-per-instance");
    const { lines, log } = recorder();
    reportConfiguration(env, localFallbacks(env), log);
    expect(lines).toContainEqual({
      level: "warn",
      message: expect.stringMatching(
        /^PRODUCTION ON A LOCAL FALLBACK \(limits-per-instance\): REDIS_URL is not set/,
      ),
    });
    // Redis shares them; PGlite is one instance.
    const shared = testEnv({ DATABASE_URL: "postgres://db.example/novo", REDIS_URL: "redis://redis:6379" });
    expect(localFallbacks(shared).map((fallback) => fallback.id)).not.toContain("limits-per-instance");
    expect(localFallbacks(testEnv()).map((fallback) => fallback.id)).not.toContain("limits-per-instance");
  });

  it("names generated secrets without their values", () => {
    const env = testEnv({ API_KEY: "", IP_HASH_SALT: "", NODE_ENV: "development" });
    const { lines, log } = recorder();
    reportConfiguration(env, [], log);
    const text = lines.map((line) => line.message).join("\n");
    expect(text).toContain("API_KEY and IP_HASH_SALT not configured");
    expect(text).not.toContain(env.IP_HASH_SALT);
    expect(text).not.toContain(env.API_KEY);
  });

  it("says when the pages were built with another API key than the server expects", () => {
    const env = testEnv({ BUILD_DIR: buildDirWithKey("key-of-an-older-build"), NODE_ENV: "development" });
    const { lines, log } = recorder();
    reportConfiguration(env, [], log);
    expect(lines).toEqual([
      { level: "error", message: expect.stringMatching(/differs from the key the pages were built with/) },
    ]);
  });
});
