/**
 * The staff area as staff use it, for tests: the real server over the production build (build/test, whose
 * React Router routes render the staff pages), the steps of signing in and posting its forms, and the one
 * fixture the staff test files share (describeStaffArea).
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { forgetContentStore } from "#server/content/stores.ts";
import type { Database, Db } from "#server/db/client.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { apiHeaders, TEST_SITE_ORIGIN, TEST_STAFF, testApp } from "#server/test/app.ts";
import { type BackendName, backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { copyOfShippedContent } from "#server/test/content.ts";
import { type Bases, basesOf, saveBody } from "#server/test/editor-save.ts";
import { buildRoot, ensureBuild } from "#tests/build/build-output.ts";

export const origin = { origin: TEST_SITE_ORIGIN };
export const form = { ...origin, "content-type": "application/x-www-form-urlencoded" };
export const GREENWICH = TEST_STAFF.greenwich;
export const WELLING = TEST_STAFF.welling;
export const MANAGEMENT = TEST_STAFF.management;

/** The app with the site (and so the staff area) served from the test build, built first if needed. */
export async function staffTestApp(
  database: Database,
  options: Parameters<typeof testApp>[1] = {},
): Promise<FastifyInstance> {
  await ensureBuild();
  return testApp(database, {
    serveSite: true,
    ...options,
    env: { BUILD_DIR: buildRoot, STAFF_SIGN_IN_PER_15_MINUTES: "1000", ...options.env },
  });
}

export function cookieOf(response: LightMyRequestResponse): string {
  const header = String(response.headers["set-cookie"] ?? "");
  const value = /novo_staff=([^;]*)/.exec(header)?.[1];
  if (!value) throw new Error(`no session cookie in ${header}`);
  return value;
}

export function csrfOf(html: string): string {
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no CSRF field on the page");
  return token;
}

export interface StaffSessionOfTest {
  cookie: string;
  csrf: string;
}

/** What a member of staff does, against one app and its database. */
export function staffSteps(app: () => FastifyInstance, db: () => Db) {
  async function requestLink(email: string, headers: Record<string, string> = form) {
    return app().inject({
      method: "POST",
      url: "/staff/sign-in",
      headers,
      payload: new URLSearchParams({ email }).toString(),
    });
  }

  async function latestToken(email: string): Promise<string> {
    const rows = await db().select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
    const body = rows.at(-1)?.textBody ?? "";
    const token = /\/staff\/link\/([A-Za-z0-9_-]+)/.exec(body)?.[1];
    if (!token) throw new Error("no link mailed");
    return token;
  }

  async function openLink(token: string, cookie?: string) {
    return app().inject({
      method: "POST",
      url: "/staff/link",
      headers: { ...form, ...(cookie ? { cookie: `novo_staff=${cookie}` } : {}) },
      payload: new URLSearchParams({ token }).toString(),
    });
  }

  async function signIn(email: string): Promise<StaffSessionOfTest> {
    await requestLink(email);
    const cookie = cookieOf(await openLink(await latestToken(email)));
    const page = await app().inject({
      method: "GET",
      url: "/staff",
      headers: { cookie: `novo_staff=${cookie}` },
    });
    return { cookie, csrf: csrfOf(page.body) };
  }

  async function lead(body: Record<string, unknown>): Promise<string> {
    const response = await app().inject({
      method: "POST",
      url: apiPaths.lead,
      headers: apiHeaders,
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await db()
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.email, String(body.email)));
    if (!row) throw new Error("not stored");
    return row.id;
  }

  const post = (
    url: string,
    session: { cookie: string },
    fields: Record<string, string>,
    headers: Record<string, string> = form,
  ) =>
    app().inject({
      method: "POST",
      url,
      headers: { ...headers, cookie: `novo_staff=${session.cookie}` },
      payload: new URLSearchParams(fields).toString(),
    });

  const get = (url: string, session?: { cookie: string }) =>
    app().inject({
      method: "GET",
      url,
      headers: session ? { cookie: `novo_staff=${session.cookie}` } : {},
    });

  /** What the editor has read: the sha of every file in Keystatic's tree, as our patched client keeps them. */
  const read = async (session: { cookie: string }): Promise<Bases> => {
    const tree = await app().inject({
      method: "GET",
      url: "/api/keystatic/tree",
      headers: { "no-cors": "1", cookie: `novo_staff=${session.cookie}` },
    });
    return basesOf(tree.body);
  };

  /**
   * The content editor's save, as Keystatic's admin (with our patch) sends it: files written (text, or an
   * upload's bytes) and removed, each with the version it was based on: `bases` when given (what the editor
   * read earlier), else what the tree says now.
   */
  const save = async (
    session: { cookie: string } | null,
    additions: Record<string, Buffer | string>,
    deletions: string[] = [],
    headers: Record<string, string> = origin,
    bases?: Bases,
  ) =>
    app().inject({
      method: "POST",
      url: "/api/keystatic/update",
      headers: {
        "content-type": "application/json",
        "no-cors": "1",
        ...headers,
        ...(session ? { cookie: `novo_staff=${session.cookie}` } : {}),
      },
      payload: saveBody(additions, deletions, bases ?? (session ? await read(session) : {})),
    });

  return { requestLink, latestToken, openLink, signIn, lead, post, get, read, save };
}

export type StaffTestAppOptions = Parameters<typeof testApp>[1];

/** The editor's tests' server: a backend, a copy of the shipped content and the app over it (`env` beside). */
export interface EditorTestApp {
  backend: TestBackend;
  app: FastifyInstance;
  contentDir: string;
}

export async function openEditorApp(
  backendName: BackendName,
  env: Record<string, string> = {},
): Promise<EditorTestApp> {
  const backend = await createBackend(backendName);
  const contentDir = copyOfShippedContent();
  const app = await staffTestApp(backend.database, { env: { CONTENT_DIR: contentDir, ...env } });
  return { backend, app, contentDir };
}

/** Closes what openEditorApp opened; any part may be missing when its set-up failed. */
export async function closeEditorApp(opened: Partial<EditorTestApp>): Promise<void> {
  await opened.app?.close();
  await opened.backend?.dispose();
  if (opened.contentDir) forgetContentStore(opened.contentDir);
}

export interface StaffAreaOptions {
  /** The app's options (env, logger, redis, worker), given to staffTestApp. */
  app?: StaffTestAppOptions;
  /** The databases to run on: PGlite, and PostgreSQL when TEST_DATABASE_URL is set (the default). */
  backends?: BackendName[];
}

/** One staff area of a test file: its database, its app, and what staff do with them. */
export type StaffAreaOfTest = ReturnType<typeof staffSteps> & {
  readonly backend: TestBackend;
  readonly app: FastifyInstance;
  db: () => Db;
};

/**
 * The staff tests' fixture: for each backend, a describe block with one database and one app over the test
 * build (built first if needed), every submission, message, session and sign-in link removed before each
 * test, and all closed after. `body` declares the tests with the area it is given.
 */
export function describeStaffArea(
  title: string,
  body: (area: StaffAreaOfTest) => void,
  options: StaffAreaOptions = {},
): void {
  describe.each(options.backends ?? backendNames)(`${title} (%s)`, (backendName) => {
    let backend: TestBackend | undefined;
    let app: FastifyInstance | undefined;
    const ready = <T>(value: T | undefined, what: string): T => {
      if (value === undefined)
        throw new Error(`the staff area's ${what} is not open yet (use it inside a test)`);
      return value;
    };
    beforeAll(async () => {
      backend = await createBackend(backendName);
      app = await staffTestApp(backend.database, options.app);
    }, 300_000);
    afterAll(async () => {
      await app?.close();
      await backend?.dispose();
    });
    beforeEach(async () => {
      await ready(backend, "database").reset();
      await ready(backend, "database").database.db.execute(
        sql`TRUNCATE staff_sessions, staff_sign_in_tokens, staff_passkeys, staff_passkey_challenges`,
      );
    });
    const db = () => ready(backend, "database").database.db;
    const steps = staffSteps(() => ready(app, "app"), db);
    body({
      ...steps,
      db,
      get backend() {
        return ready(backend, "database");
      },
      get app() {
        return ready(app, "app");
      },
    });
  });
}
