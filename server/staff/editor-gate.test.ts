/**
 * Issue 30, item 1: the editor API is one gate. Every spelling of the save path (a trailing slash, `//`,
 * percent-encoding, a case change, another method, a query) either goes through the save checks or is refused
 * without reaching Keystatic's handler, through the real server over the production build. A Welling inbox's
 * forbidden change is refused and the file is unchanged; management's valid save on the canonical path works.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blobSha } from "#server/content/files.ts";
import { contentChanges } from "#server/db/schema.ts";
import { backendNames, type TestBackend } from "#server/test/backends.ts";
import { liveFile, putBackContent } from "#server/test/content.ts";
import { saveBody } from "#server/test/editor-save.ts";
import {
  closeEditorApp,
  MANAGEMENT,
  openEditorApp,
  origin,
  staffSteps,
  WELLING,
} from "#server/test/staff.ts";

const FILE = "gyms/welling.yaml";

describe.each(backendNames)("editor API gate (%s)", (backendName) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let contentDir: string;
  let original = "";

  beforeAll(async () => {
    ({ backend, app, contentDir } = await openEditorApp(backendName));
    original = readFileSync(path.join(contentDir, FILE), "utf8");
  }, 300_000);
  afterAll(() => closeEditorApp({ app, backend, contentDir }));
  beforeEach(async () => {
    await backend.reset();
    await putBackContent(app, backend.database.db, { [FILE]: original });
    await backend.database.db.execute(sql`TRUNCATE staff_sessions, staff_sign_in_tokens, content_changes`);
  });

  const { signIn } = staffSteps(
    () => app,
    () => backend.database.db,
  );
  /** The file as this instance serves it (its working copy of the database's content). */
  const onDisk = () => liveFile(app, FILE);
  const forbidden = () => original.replace(/^email: .*$/m, "email: attacker@example.com");
  /** The save as our patched editor sends it, based on the file as it stands (decision 0025). */
  const body = (text: string) => saveBody({ [FILE]: text }, [], { [FILE]: blobSha(Buffer.from(original)) });
  const send = (method: string, url: string, cookie: string, payload = body(forbidden())) =>
    app.inject({
      method: method as "POST",
      url,
      headers: {
        ...origin,
        "content-type": "application/json",
        "no-cors": "1",
        cookie: `novo_staff=${cookie}`,
      },
      payload,
    });

  const spellings = [
    "/api/keystatic/update",
    "/api/keystatic/update/",
    "/api/keystatic/update//",
    "/api/keystatic//update",
    "/api/keystatic///update/",
    "/api/keystatic/%75pdate",
    "/api/keystatic/%75%70%64%61%74%65",
    "/api/keystatic/upd%61te/",
    "/api/keystatic/UPDATE",
    "/api/keystatic/Update",
    "/api/keystatic/update?x",
    "/api/keystatic/update/?x=1",
    "/api/keystatic/update#x",
    "/api/keystatic/./update",
    "/api/keystatic/tree/../update",
    "/api/keystatic/x/..%2Fupdate",
    "/api/keystatic/%2Fupdate",
    "/api/keystatic/update%2F",
    "/api/keystatic/%",
    "/api/keystatic/update/%zz",
    "/API/keystatic/update",
    "/api/KEYSTATIC/update",
    "/api/%6beystatic/update",
    "/api/keystatic/blob/x/gyms/welling.yaml",
    "/api/keystatic/tree",
  ];

  it("refuses a Welling inbox's forbidden change by every spelling and method, and the file is unchanged", async () => {
    const { cookie } = await signIn(WELLING);
    for (const url of spellings)
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const response = await send(method, url, cookie);
        expect([400, 403, 404, 405], `${method} ${url}`).toContain(response.statusCode);
        expect(onDisk(), `${method} ${url}`).toBe(original);
      }
    // The canonical save path is the checked one: a 403 naming the field.
    const canonical = await send("POST", "/api/keystatic/update", cookie);
    expect(canonical.statusCode).toBe(403);
    expect(canonical.body).toContain("email");
  });

  it("passes only GET tree and blob reads to Keystatic; management's valid save writes, logs and answers the tree", async () => {
    const { cookie } = await signIn(MANAGEMENT);
    const tree = await send("GET", "/api/keystatic/tree", cookie, "");
    expect(tree.statusCode).toBe(200);
    expect(tree.body).toContain(`"${FILE}"`);
    for (const url of [
      "/api/keystatic/update",
      "/api/keystatic/github/login",
      "/api/keystatic/",
      "/api/keystatic/x",
    ])
      expect((await send("GET", url, cookie, "")).statusCode, url).toBe(404);
    expect((await send("GET", "/api/keystatic/%zz", cookie, "")).statusCode).toBe(400);

    const saved = await send(
      "POST",
      "/api/keystatic/update",
      cookie,
      body(original.replace("54.99", "55.99")),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(saved.body)).toBeTruthy();
    expect(saved.body).toContain(`"${FILE}"`);
    expect(onDisk()).toContain("55.99");
    expect(await backend.database.db.select().from(contentChanges)).toHaveLength(1);
    // Every spelling that Keystatic would read as the save runs the checks: an invalid entry is a 400.
    await putBackContent(app, backend.database.db, { [FILE]: original });
    const invalid = body(original.replace("monthlyPrice: 54.99", "monthlyPrice: lots"));
    for (const url of spellings) {
      const response = await send("POST", url, cookie, invalid);
      expect([400, 404], url).toContain(response.statusCode);
      expect(onDisk(), url).toBe(original);
    }
  });
});
