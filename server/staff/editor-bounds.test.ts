/**
 * Issue 30, items 2 and 3, through the real server over the production build: a gym inbox's alias bomb is a
 * 400 and the site keeps answering (a restart with the bomb on disk still starts); the files the site needs
 * cannot be deleted through the editor; a required file missing or broken at start-up is served from its
 * fallback copy, the pages answer and the warning names the file.
 */
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blobSha } from "#server/content/files.ts";
import { forgetContentStore } from "#server/content/stores.ts";
import { contentFiles } from "#server/db/schema.ts";
import { backendNames, type TestBackend } from "#server/test/backends.ts";
import { capturedLog } from "#server/test/captured-log.ts";
import { copyOfShippedContent, liveFile, putBackContent } from "#server/test/content.ts";
import {
  closeEditorApp,
  MANAGEMENT,
  openEditorApp,
  staffSteps,
  staffTestApp,
  WELLING,
} from "#server/test/staff.ts";

const REQUIRED = [
  "company.yaml",
  "tours.yaml",
  "standing-offers.yaml",
  "pages/home.yaml",
  "pages/terms.yaml",
  "pages/meta.yaml",
  "gyms/welling.yaml",
  "gyms/greenwich.yaml",
  "gyms/armory.yaml",
];

/** The Welling entry with its staffed hours as an anchor repeated by alias `times` times. */
function aliasBomb(original: string, times: number): string {
  const staffed = /^staffed:\n((?: {2}.*\n)+)/m.exec(original);
  if (!staffed) throw new Error("no staffed hours in the Welling entry");
  const first = staffed[1]?.split(/\n(?= {2}- )/)[0] ?? "";
  const anchored = first.replace(/^ {2}- /, "  - &range\n    ");
  const aliases = "  - *range\n".repeat(times);
  return original.replace(staffed[0], `staffed:\n${anchored}\n${aliases}`);
}

describe.each(backendNames)("editor bounds and required content (%s)", (backendName) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let contentDir: string;
  let dataDir: string;
  const originals = new Map<string, string>();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "novo-data-"));
    ({ backend, app, contentDir } = await openEditorApp(backendName, { DATA_DIR: dataDir }));
    for (const file of REQUIRED) originals.set(file, readFileSync(path.join(contentDir, file), "utf8"));
  }, 300_000);
  afterAll(() => closeEditorApp({ app, backend, contentDir }));
  beforeEach(async () => {
    await backend.reset();
    // The tests before may have broken files in the database by hand: put back as shipped.
    await putBackContent(app, backend.database.db, Object.fromEntries(originals));
    await backend.database.db.execute(sql`TRUNCATE staff_sessions, staff_sign_in_tokens, content_changes`);
  });

  const { signIn, save } = staffSteps(
    () => app,
    () => backend.database.db,
  );
  const welling = () => originals.get("gyms/welling.yaml") ?? "";

  /**
   * Writes the live content in the database directly, past every check, as the owner's (so no ship takes it
   * back): text, or null for a file gone (a tombstone, as the owner's deletion leaves).
   */
  const breakLive = async (files: Record<string, string | null>) => {
    for (const [file, text] of Object.entries(files)) {
      const bytes = Buffer.from(text ?? "");
      await backend.database.db
        .update(contentFiles)
        .set({ bytes, sha: blobSha(bytes), origin: "owner", deleted: text === null })
        .where(eq(contentFiles.path, file));
    }
  };

  it("refuses a gym inbox's alias bomb with a 400 naming it, writes nothing and keeps answering", async () => {
    const session = await signIn(WELLING);
    const bomb = aliasBomb(welling(), 100_000);
    expect(bomb.length).toBeGreaterThan(900_000);
    const response = await save(session, { "gyms/welling.yaml": bomb });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/gyms\/welling/);
    expect(liveFile(app, "gyms/welling.yaml")).toBe(welling());
    // A small bomb within the byte cap is refused for its alias, and a long list for its count.
    const small = await save(session, { "gyms/welling.yaml": aliasBomb(welling(), 20) });
    expect(small.statusCode).toBe(400);
    expect(small.body).toContain("aliases");
    expect((await app.inject({ url: "/welling" })).statusCode).toBe(200);
  });

  it("refuses a staffed hours list beyond its maximum, naming the field", async () => {
    const session = await signIn(WELLING);
    const staffed = /^staffed:\n((?: {2}.*\n)+)/m.exec(welling());
    const first = staffed?.[1]?.split(/\n(?= {2}- )/)[0] ?? "";
    const many = (times: number) =>
      welling().replace(staffed?.[0] ?? "", `staffed:\n${`${first}\n`.repeat(times)}`);
    const response = await save(session, { "gyms/welling.yaml": many(100) });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("staffed: Must have at most 14");
    // 3,000 ranges are beyond the entry's byte cap before the schema reads them.
    const huge = await save(session, { "gyms/welling.yaml": many(3000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.body).toContain("an entry may be at most");
    expect(liveFile(app, "gyms/welling.yaml")).toBe(welling());
  });

  it("refuses to delete each file the site needs, with a 400 saying so", async () => {
    const session = await signIn(MANAGEMENT);
    for (const file of REQUIRED) {
      const response = await save(session, {}, [file]);
      expect(response.statusCode, file).toBe(400);
      expect(response.body, file).toContain("cannot be deleted");
      expect(liveFile(app, file), file).toBe(originals.get(file));
    }
  });

  it("refuses a file beside an entry other than a photo's", async () => {
    const session = await signIn(MANAGEMENT);
    const response = await save(session, { "gyms/welling/notes.txt": "hello" });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("only a photo entry");
  });

  it("starts with required files missing, broken or bombed in the database: pages answer from the fallbacks, the log names each file", async () => {
    // Every entry read well at the first start: the last good copies are kept under DATA_DIR. Then the live
    // content is damaged past the editor's checks (by hand, or by an older or newer version's schema).
    await breakLive({
      "company.yaml": null,
      "gyms/greenwich.yaml": "name: [unclosed\n",
      "gyms/welling.yaml": aliasBomb(welling(), 50_000),
      "pages/home.yaml": null,
    });
    const restarted = copyOfShippedContent();
    // A new process on the same disk: its last good copies, and a content store of its own.
    const restartedData = mkdtempSync(path.join(tmpdir(), "novo-data-"));
    cpSync(path.join(dataDir, "content-last-good"), path.join(restartedData, "content-last-good"), {
      recursive: true,
    });
    const log = capturedLog("info");
    const second = await staffTestApp(backend.database, {
      env: { CONTENT_DIR: restarted, DATA_DIR: restartedData },
      logger: log.logger,
    });
    try {
      for (const url of ["/", "/greenwich", "/welling", "/staff/sign-in", "/keystatic"])
        expect([200, 303], url).toContain((await second.inject({ url })).statusCode);
      expect((await second.inject({ url: "/" })).statusCode).toBe(200);
      expect((await second.inject({ url: "/greenwich" })).statusCode).toBe(200);
      expect((await second.inject({ url: "/staff/sign-in" })).statusCode).toBe(200);
      for (const file of ["company.yaml", "gyms/greenwich.yaml", "gyms/welling.yaml", "pages/home.yaml"]) {
        expect(log.text()).toContain(`content: ${file} is missing or invalid; its last good copy is served`);
        expect(second.content.fallbacks()).toContainEqual({ file, from: "last good copy" });
      }
      const health = await second.inject({ url: "/api/health" });
      expect(health.body).toContain("company.yaml");
    } finally {
      await second.close();
      forgetContentStore(path.join(restartedData, "content"));
    }
  });

  it("with no last good copy kept, falls back to the shipped content", async () => {
    await breakLive({ "company.yaml": null });
    const restarted = copyOfShippedContent();
    const restartedData = mkdtempSync(path.join(tmpdir(), "novo-data-"));
    const log = capturedLog("info");
    const second = await staffTestApp(backend.database, {
      env: { CONTENT_DIR: restarted, DATA_DIR: restartedData },
      logger: log.logger,
    });
    try {
      expect((await second.inject({ url: "/" })).statusCode).toBe(200);
      expect((await second.inject({ url: "/staff/sign-in" })).statusCode).toBe(200);
      expect(log.text()).toContain("content: company.yaml is missing or invalid; its shipped copy is served");
    } finally {
      await second.close();
      forgetContentStore(path.join(restartedData, "content"));
    }
  });
});
