/**
 * Issue 31: two instances on one database, each with its own DATA_DIR and its own fresh copy of the shipped
 * content. An edit saved on one is live on the other within 10 s, the editor's reads (tree and blob) agree,
 * a photo uploaded on one is served by the other, a colleague removed on one is refused by the other at their
 * next request (issue 37.4), and a redeploy from a fresh ship keeps the owner's edit while adding what the new
 * ship brings.
 *
 * - Two built server processes on one PostgreSQL and one Redis, sharing one API_KEY, with no IP_HASH_SALT;
 *   there, also, the notification connection killed: the poll still brings the next edit. Needs
 *   TEST_DATABASE_URL and TEST_REDIS_URL (as CI has them): skipped without.
 * - The same steps with two apps in one process on one PGlite (the embedded database is one process's).
 * - Issue 36 (decision 0025): two editors of one entry on two instances, the second's save a 409 naming the
 *   first, the first's change standing and the change log true; and the stale-instance race (management saves
 *   a price on A; within 200 ms a gym's inbox saves an amenity on B based on the older version: 409, and
 *   management's price stands everywhere).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { blobSha, readContentFile } from "#server/content/files.ts";
import { forgetContentStore } from "#server/content/stores.ts";
import { TEST_API_KEY, TEST_STAFF_EMAILS, validBodies } from "#server/test/app.ts";
import { createBackend, type TestBackend, testDatabaseUrl } from "#server/test/backends.ts";
import { copyOfShippedContent, withField, within10s } from "#server/test/content.ts";
import {
  ensureServerBuild,
  type Instance,
  type Site,
  signInOver,
  siteIn,
  siteOver,
  startInstance,
} from "#server/test/instances.ts";
import { NEW_GYM_FILE, newGymEntry } from "#server/test/places.ts";
import { startSmtpServer, type TestSmtpServer } from "#server/test/smtp.ts";
import { MANAGEMENT, staffSteps, staffTestApp, WELLING } from "#server/test/staff.ts";
import { removalOnAEndsSessionOnB, staffClientIn, staffClientOver } from "#server/test/staff-people.ts";
import { waitFor } from "#server/test/wait.ts";

const redisUrl = process.env.TEST_REDIS_URL || undefined;

/** A photo-like JPEG (a disc on a colour), big enough for the 480 and 960 widths. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2a6cb4" } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#ffd400"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

const shipped = (file: string) => readFileSync(path.join("content", file), "utf8");

/** A second member of management, so two editors are two people. */
const SECOND_MANAGER = "director@novogyms.co.uk";
const STAFF_EMAILS = `${TEST_STAFF_EMAILS},${SECOND_MANAGER}=management`;
const WELLING_FILE = "gyms/welling.yaml";

/** The file as the editor reads it on a site: its sha from the tree, then its blob. */
async function readEntry(site: Site, cookie: string, file: string) {
  const bases = await site.read(cookie);
  const blob = await site.get(`/api/keystatic/blob/${bases[file]}/${file}`, cookie);
  expect(blob.status).toBe(200);
  return { bases, text: blob.body.toString("utf8") };
}

/** The live text of the file in the database, as a third party reads it (the change log's truth). */
type LiveText = (file: string) => Promise<string | null>;

/** A fresh copy of the shipped content, with a new job when `withNewJob` (a later ship). */
function freshShip(folders: string[], withNewJob = false): string {
  const ship = copyOfShippedContent();
  folders.push(ship);
  if (withNewJob)
    writeFileSync(
      path.join(ship, "jobs/head-coach-welling.yaml"),
      withField(shipped("jobs/sales-manager-welling.yaml"), "title", "Head Coach"),
    );
  return ship;
}

/** Whether the page holds the text (a boolean keeps a failure's message short). */
const shows = async (site: Site, url: string, text: string, cookie?: string) =>
  (await site.get(url, cookie)).body.toString().includes(text);

/** The steps both variants run, in order, with their own sites and session. */
const steps = {
  async saveOnAIsLiveOnB(a: Site, b: Site, cookie: string, price: string): Promise<void> {
    const saved = withField(shipped("gyms/greenwich.yaml"), "monthlyPrice", price);
    const response = await a.save(cookie, { "gyms/greenwich.yaml": saved });
    expect(response.status, response.text).toBe(200);
    await expect.poll(() => shows(b, "/greenwich", price), within10s).toBe(true);

    // Keystatic compares each file's sha with what it read: every instance gives the same.
    const sha = blobSha(Buffer.from(saved));
    for (const site of [a, b]) {
      const tree = JSON.parse((await site.get("/api/keystatic/tree", cookie)).body.toString()) as {
        path: string;
        sha: string;
      }[];
      expect(tree.find((entry) => entry.path === "gyms/greenwich.yaml")?.sha, site.name).toBe(sha);
    }
    const blob = await b.get(`/api/keystatic/blob/${sha}/gyms/greenwich.yaml`, cookie);
    expect(blob.status).toBe(200);
    expect(blob.body.toString("utf8")).toBe(saved);
  },

  async photoOnAIsServedByB(a: Site, b: Site, cookie: string): Promise<void> {
    const alt = "The Greenwich floor seen from the second instance";
    const response = await a.save(cookie, {
      "photos/two-instances.yaml": [
        "name: Two instances photo",
        "slot: greenwich-interior",
        "image: image.jpg",
        `alt: ${alt}`,
        "",
      ].join("\n"),
      "photos/two-instances/image.jpg": await photo(1200, 800),
    });
    expect(response.status, response.text).toBe(200);
    await expect.poll(() => shows(b, "/greenwich", alt), within10s).toBe(true);
    const html = (await b.get("/greenwich")).body.toString();
    const stem = /\/media\/uploads\/two-instances-[0-9a-f]{16}/.exec(html)?.[0] ?? "";
    expect(stem).not.toBe("");
    expect(await shows(a, "/greenwich", stem)).toBe(true);

    const fromB = await b.get(`${stem}-480.webp`);
    expect(fromB.status).toBe(200);
    expect(fromB.type).toBe("image/webp");
    const meta = await sharp(fromB.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 480, 320]);
    // Made from the one original: A makes the very same bytes.
    expect(fromB.body.equals((await a.get(`${stem}-480.webp`)).body)).toBe(true);
  },

  /** Two editors of one entry, one on A and one on B: the second's stale save is a 409 naming the first. */
  async twoEditorsTwoInstances(a: Site, b: Site, first: string, second: string, live: LiveText) {
    const [onA, onB] = [await readEntry(a, first, WELLING_FILE), await readEntry(b, second, WELLING_FILE)];
    expect(onB.text).toBe(onA.text);
    const price = withField(onA.text, "monthlyPrice", "67.89");
    const saved = await a.save(first, { [WELLING_FILE]: price }, onA.bases);
    expect(saved.status, saved.text).toBe(200);
    const stale = await b.save(
      second,
      { [WELLING_FILE]: withField(onB.text, "intro", "Changed on B") },
      onB.bases,
    );
    expect(stale.status).toBe(409);
    expect(stale.text).toContain(`Not saved: gyms/welling was changed by ${MANAGEMENT}`);
    expect(await live(WELLING_FILE)).toBe(price);
    await expect.poll(() => shows(b, "/welling", "67.89"), within10s).toBe(true);
    expect(await shows(b, "/welling", "Changed on B")).toBe(false);
  },

  /** Management saves a price on A; within 200 ms a gym's inbox saves an amenity on B from the older version. */
  async staleInstanceRace(a: Site, b: Site, manager: string, gym: string, live: LiveText) {
    const gymRead = await readEntry(b, gym, WELLING_FILE);
    const managerRead = await readEntry(a, manager, WELLING_FILE);
    const price = withField(managerRead.text, "monthlyPrice", "68.90");
    const saved = await a.save(manager, { [WELLING_FILE]: price }, managerRead.bases);
    const answered = Date.now();
    const amenity = gymRead.text.replace("Dumbbells to 40 kg", "Dumbbells to 50 kg");
    expect(amenity).not.toBe(gymRead.text);
    const racing = b.save(gym, { [WELLING_FILE]: amenity }, gymRead.bases);
    expect(Date.now() - answered).toBeLessThan(200);
    expect(saved.status, saved.text).toBe(200);
    const stale = await racing;
    expect(stale.status, stale.text).toBe(409);
    expect(stale.text).toContain(`gyms/welling was changed by ${MANAGEMENT}`);
    expect(await live(WELLING_FILE)).toBe(price);
    for (const site of [a, b])
      await expect.poll(() => shows(site, "/welling", "68.90"), within10s).toBe(true);
    expect(await shows(b, "/welling", "Dumbbells to 50 kg")).toBe(false);
  },

  /**
   * Management opens a fourth gym on A: within 10 s B serves its page, takes its leads (the lead contract
   * reads the places in content) and offers its inbox as a role.
   */
  async newGymOnAIsLiveOnB(a: Site, b: Site, cookie: string, apiKey: string): Promise<void> {
    const lewisham = newGymEntry();
    const lead = { ...validBodies.lead, gymName: "novolewisham", email: "first-lewisham@example.com" };
    const headers = { "x-api-key": apiKey };
    expect((await b.postJson(apiPaths.lead, lead, headers)).status).toBe(400);
    expect((await b.get("/lewisham")).status).toBe(404);
    const saved = await a.save(cookie, { [NEW_GYM_FILE]: lewisham });
    expect(saved.status, saved.text).toBe(200);
    const started = Date.now();
    await expect
      .poll(async () => (await b.postJson(apiPaths.lead, lead, headers)).status, within10s)
      .toBe(201);
    await expect.poll(() => shows(b, "/lewisham", "Novo Lewisham"), within10s).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await b.get("/lewisham")).status).toBe(200);
    expect(await shows(b, "/staff/people", 'value="novolewisham"', cookie)).toBe(true);
  },

  /** B is a new instance from a fresh ship that brings a new job: the owner's price, the job, and A follows. */
  async redeployKeepsTheOwnersEdit(a: Site, b: Site, price: string): Promise<void> {
    expect(await shows(b, "/greenwich", price)).toBe(true);
    expect(await shows(b, "/join-the-team", "Head Coach")).toBe(true);
    await expect.poll(() => shows(a, "/join-the-team", "Head Coach"), within10s).toBe(true);
  },
};

describe.skipIf(!testDatabaseUrl || !redisUrl)("two server processes, one PostgreSQL, one Redis", () => {
  let backend: TestBackend;
  const live: LiveText = async (file) =>
    (await readContentFile(backend.database.db, file))?.bytes.toString("utf8") ?? null;
  let smtp: TestSmtpServer;
  let a: Instance;
  let b: Instance;
  let cookie = "";
  let secondCookie = "";
  let gymCookie = "";
  const folders: string[] = [];
  const siteA = siteOver(() => a);
  const siteB = siteOver(() => b);
  const env = (name: string, ship: string) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `novo-instance-${name}-`));
    folders.push(dataDir);
    return {
      DATABASE_URL: backend.url ?? "",
      REDIS_URL: redisUrl ?? "",
      API_KEY: "two-instances-api-key",
      STAFF_EMAILS,
      SMTP_URL: smtp.url,
      DATA_DIR: dataDir,
      CONTENT_DIR: ship,
    };
  };

  beforeAll(async () => {
    await ensureServerBuild();
    backend = await createBackend("postgres");
    smtp = await startSmtpServer();
    // Both at once on an empty database: one seeds it under the lock, the other finds it seeded.
    [a, b] = await Promise.all([
      startInstance("A", env("a", freshShip(folders))),
      startInstance("B", env("b", freshShip(folders))),
    ]);
    cookie = await signInOver(a, smtp, MANAGEMENT);
    secondCookie = await signInOver(b, smtp, SECOND_MANAGER);
    gymCookie = await signInOver(b, smtp, WELLING);
  }, 600_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.stop();
    await backend?.dispose();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("shows a staff save on A on B's /greenwich within 10 s, and B's editor reads what A saved", async () => {
    await steps.saveOnAIsLiveOnB(siteA, siteB, cookie, "71.23");
  });

  it("serves on B a photo uploaded on A: the same page, the same variants", async () => {
    await steps.photoOnAIsServedByB(siteA, siteB, cookie);
  });

  it("takes on B, within 10 s, the leads of a gym management opened on A, and offers its inbox as a role", async () => {
    await steps.newGymOnAIsLiveOnB(siteA, siteB, cookie, "two-instances-api-key");
  });

  it("still brings B the next edit within 10 s by the poll when its notification connection is killed", async () => {
    const admin = new pg.Client({ connectionString: backend.url });
    await admin.connect();
    try {
      const killed = await admin.query(
        "select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = $1",
        [`novo listen ${b.child.pid}`],
      );
      expect(killed.rows).toEqual([{ done: true }]);
    } finally {
      await admin.end();
    }
    await steps.saveOnAIsLiveOnB(siteA, siteB, cookie, "72.34");
    expect(b.log()).toContain("the notification connection was lost");
  });

  it("ends on B, at its next request, the session of a colleague management removed on A", async () => {
    await removalOnAEndsSessionOnB(
      staffClientOver(() => a),
      staffClientOver(() => b),
      cookie,
      async (email) => {
        // The invitation comes first (through the outbox, to the real SMTP server); then the sign-in link.
        const invitation = await waitFor(
          () => smtp.received.find((mail) => mail.envelopeTo.includes(email)),
          20_000,
          "the invitation",
        );
        expect(invitation?.text).toContain("/staff/sign-in");
        return signInOver(b, smtp, email);
      },
    );
  });

  it("refuses the second of two editors of one entry, on A and on B: 409 naming the first, whose change stands", async () => {
    await steps.twoEditorsTwoInstances(siteA, siteB, cookie, secondCookie, live);
  });

  it("refuses a gym inbox's stale save on B within 200 ms of management's price on A: 409, the price stands", async () => {
    await steps.staleInstanceRace(siteA, siteB, cookie, gymCookie, live);
  });

  it("keeps the owner's edit when B is redeployed from a fresh ship, and adds the entry the new ship brings", async () => {
    await b.stop();
    b = await startInstance("B", env("b2", freshShip(folders, true)));
    await steps.redeployKeepsTheOwnersEdit(siteA, siteB, "72.34");
  });
});

describe("two apps in one process, one PGlite", () => {
  let backend: TestBackend;
  const live: LiveText = async (file) =>
    (await readContentFile(backend.database.db, file))?.bytes.toString("utf8") ?? null;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let cookie = "";
  let secondCookie = "";
  let gymCookie = "";
  const folders: string[] = [];
  const siteA = siteIn("A", () => a);
  const siteB = siteIn("B", () => b);
  const start = (ship: string) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "novo-instance-"));
    folders.push(dataDir);
    return staffTestApp(backend.database, { env: { CONTENT_DIR: ship, DATA_DIR: dataDir, STAFF_EMAILS } });
  };

  beforeAll(async () => {
    backend = await createBackend("pglite");
    a = await start(freshShip(folders));
    b = await start(freshShip(folders));
    const staff = staffSteps(
      () => a,
      () => backend.database.db,
    );
    cookie = (await staff.signIn(MANAGEMENT)).cookie;
    secondCookie = (await staff.signIn(SECOND_MANAGER)).cookie;
    gymCookie = (await staff.signIn(WELLING)).cookie;
  }, 300_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await backend?.dispose();
    for (const dir of folders) {
      forgetContentStore(path.join(dir, "content"));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("shows a staff save on A on B's /greenwich within 10 s, and B's editor reads what A saved", async () => {
    await steps.saveOnAIsLiveOnB(siteA, siteB, cookie, "71.23");
  });

  it("serves on B a photo uploaded on A: the same page, the same variants", async () => {
    await steps.photoOnAIsServedByB(siteA, siteB, cookie);
  });

  it("takes on B, within 10 s, the leads of a gym management opened on A, and offers its inbox as a role", async () => {
    await steps.newGymOnAIsLiveOnB(siteA, siteB, cookie, TEST_API_KEY);
  });

  it("ends on B, at its next request, the session of a colleague management removed on A", async () => {
    const onB = staffSteps(
      () => b,
      () => backend.database.db,
    );
    await removalOnAEndsSessionOnB(
      staffClientIn(() => a),
      staffClientIn(() => b),
      cookie,
      async (email) => (await onB.signIn(email)).cookie,
    );
  });

  it("refuses the second of two editors of one entry, on A and on B: 409 naming the first, whose change stands", async () => {
    await steps.twoEditorsTwoInstances(siteA, siteB, cookie, secondCookie, live);
  });

  it("refuses a gym inbox's stale save on B within 200 ms of management's price on A: 409, the price stands", async () => {
    await steps.staleInstanceRace(siteA, siteB, cookie, gymCookie, live);
  });

  it("keeps the owner's edit when B is redeployed from a fresh ship, and adds the entry the new ship brings", async () => {
    await b.close();
    b = await start(freshShip(folders, true));
    await steps.redeployKeepsTheOwnersEdit(siteA, siteB, "71.23");
  });
});
