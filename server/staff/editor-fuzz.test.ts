/**
 * Issue 30: an unguided run of the editor API (fast-check) through the real server over the production build:
 * random paths, methods, headers and bodies, as management and as a gym's inbox, a bounded number of requests.
 * No answer is a 5xx, the server keeps answering, every file under CONTENT_DIR still reads through the schema
 * and its bounds, and the gym's inbox changed nothing it may not. Issue 36: the requests include reads of a
 * collection's folder (`blob/0/gyms`), saves naming one path twice or both writing and deleting it, and saves
 * based on the current version, a stale one, none or nonsense (decision 0025).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import yaml from "js-yaml";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ContentStore } from "#server/content/store.ts";
import type { TestBackend } from "#server/test/backends.ts";
import { copyOfShippedContent } from "#server/test/content.ts";
import {
  closeEditorApp,
  MANAGEMENT,
  openEditorApp,
  origin,
  staffSteps,
  WELLING,
} from "#server/test/staff.ts";

let backend: TestBackend;
let app: FastifyInstance;
let contentDir: string;

beforeAll(async () => {
  ({ backend, app, contentDir } = await openEditorApp("pglite"));
}, 300_000);
afterAll(() => closeEditorApp({ app, backend, contentDir }));

const { signIn } = staffSteps(
  () => app,
  () => backend.database.db,
);

/** Every file under the content directory, by relative path, with its text. */
function files(dir: string, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const name of readdirSync(path.join(dir, prefix))) {
    const relative = prefix ? `${prefix}/${name}` : name;
    if (statSync(path.join(dir, relative)).isDirectory())
      for (const [file, text] of files(dir, relative)) found.set(file, text);
    else found.set(relative, readFileSync(path.join(dir, relative), "latin1"));
  }
  return found;
}

const shipped = files(copyOfShippedContent());
const knownPaths = [...shipped.keys()];
const segment = fc.oneof(
  fc.constantFrom(
    "update",
    "UPDATE",
    "tree",
    "blob",
    "%75pdate",
    "",
    "..",
    ".",
    "%2F",
    "%zz",
    "gyms",
    "x",
    "0",
  ),
  fc.string({ maxLength: 8 }),
);
/** A collection's folder, or a folder beside an entry: never a file Keystatic can read. */
const folder = fc.constantFrom(
  "gyms",
  "gyms/",
  "offers",
  "photos",
  "jobs",
  "pages",
  "photos/greenwich-interior",
);
const url = fc.oneof(
  fc.constant("/api/keystatic/update"),
  fc
    .tuple(fc.constantFrom("0", "x", "da39a3ee5e6b4b0d3255bfef95601890afd80709"), folder)
    .map(([sha, dir]) => `/api/keystatic/blob/${sha}/${dir}`),
  fc.array(segment, { maxLength: 4 }).map((parts) => `/api/keystatic/${parts.join("/")}`),
  fc
    .tuple(
      fc.constantFrom("/api/keystatic", "/API/keystatic", "/api//keystatic"),
      fc.string({ maxLength: 12 }),
    )
    .map(([prefix, rest]) => `${prefix}/${encodeURI(rest)}`),
);
/** A file's text: the shipped one edited at random, or any text, or a small alias bomb. */
const contents = fc.oneof(
  fc
    .tuple(fc.constantFrom(...[...shipped.values()]), fc.nat(), fc.string({ maxLength: 40 }))
    .map(
      ([text, at, insert]) =>
        text.slice(0, at % (text.length + 1)) + insert + text.slice(at % (text.length + 1)),
    ),
  fc.string({ maxLength: 200 }),
  fc.constant("a: &a [1, 2]\nb: [*a, *a, *a]\n"),
);
const filePath = fc.oneof(fc.constantFrom(...knownPaths), folder, fc.string({ maxLength: 30 }));
/** What a file's save was based on: the version the tree gives now, none, a made-up one, or absent. */
const base = fc.oneof(
  fc.constant<"current">("current"),
  fc.constant(null),
  fc.constant(undefined),
  fc.stringMatching(/^[0-9a-f]{40}$/),
  fc.string({ maxLength: 8 }),
);
const save = fc.record({
  additions: fc.array(
    fc.record({
      path: filePath,
      contents: contents.map((text) => Buffer.from(text).toString("base64url")),
      base,
    }),
    { maxLength: 3 },
  ),
  deletions: fc.array(fc.record({ path: filePath, base }), { maxLength: 2 }),
  /** The first addition's path named again: as another addition, or as a deletion. */
  repeat: fc.constantFrom("none", "none", "addition", "deletion"),
});
type Save = typeof save extends fc.Arbitrary<infer T> ? T : never;
const body = fc.oneof(save, save, fc.json({ maxDepth: 3 }), fc.string({ maxLength: 100 }));

/** The request's body: a generated save with its bases filled from the tree now, or the text as generated. */
async function payloadOf(value: Save | string, cookie: string): Promise<string> {
  if (typeof value === "string") return value;
  const tree = await app.inject({
    url: "/api/keystatic/tree",
    headers: { "no-cors": "1", cookie: `novo_staff=${cookie}` },
  });
  const shas = new Map(
    (JSON.parse(tree.body) as { path: string; sha: string }[]).map((entry) => [entry.path, entry.sha]),
  );
  const based = <T extends { path: string; base: unknown }>(item: T) => ({
    ...item,
    base: item.base === "current" ? (shas.get(item.path) ?? null) : item.base,
  });
  const additions = value.additions.map(based);
  const deletions = value.deletions.map(based);
  const first = additions[0];
  if (first && value.repeat === "addition") additions.push(first);
  if (first && value.repeat === "deletion") deletions.push({ path: first.path, base: first.base });
  return JSON.stringify({ additions, deletions });
}
const request = fc.record({
  method: fc.constantFrom("GET", "POST", "POST", "POST", "PUT", "PATCH", "DELETE", "HEAD"),
  url,
  body,
  headers: fc.boolean(),
});

async function run(cookie: string, runs: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(request, async ({ method, url: target, body: payload, headers }) => {
      const response = await app.inject({
        method: method as "POST",
        url: target,
        headers: {
          ...origin,
          cookie: `novo_staff=${cookie}`,
          ...(headers ? { "content-type": "application/json", "no-cors": "1" } : {}),
        },
        ...(method === "GET" || method === "HEAD" ? {} : { payload: await payloadOf(payload, cookie) }),
      });
      expect(response.statusCode, `${method} ${target}`).toBeLessThan(500);
    }),
    { numRuns: runs, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
  );
}

async function everyFileReads(): Promise<void> {
  // The content as this instance serves it: its working copy of the database's (decision 0022).
  const store = new ContentStore(app.content.dir, { pollMs: 60_000 });
  await store.loaded;
  store.close();
  expect(store.problems()).toEqual([]);
  expect((await app.inject({ url: "/" })).statusCode).toBe(200);
  expect((await app.inject({ url: "/staff/sign-in" })).statusCode).toBe(200);
}

it("a gym's inbox, sending anything, changes only what it may and leaves every file readable", async () => {
  const before = files(app.content.dir);
  const { cookie } = await signIn(WELLING);
  await run(cookie, 150);
  await everyFileReads();
  const mayChange = (file: string) =>
    file === "gyms/welling.yaml" ||
    file === "tours.yaml" ||
    file.startsWith("offers/") ||
    file.startsWith("photos/");
  const after = files(app.content.dir);
  for (const [file, text] of after) if (!mayChange(file)) expect(text, file).toBe(before.get(file));
  for (const file of before.keys()) if (!mayChange(file)) expect(after.has(file), file).toBe(true);
  const welling = (texts: Map<string, string>) => yaml.load(texts.get("gyms/welling.yaml") ?? "") as object;
  const { access, staffed, recovery, amenities, photos, ...managements } = welling(after) as Record<
    string,
    unknown
  >;
  const {
    access: a,
    staffed: s,
    recovery: r,
    amenities: m,
    photos: p,
    ...was
  } = welling(before) as Record<string, unknown>;
  expect(managements).toEqual(was);
}, 60_000);

it("management, sending anything, never gets a 5xx and leaves every file readable", async () => {
  const { cookie } = await signIn(MANAGEMENT);
  await run(cookie, 150);
  await everyFileReads();
}, 60_000);
