/**
 * The owner's content editor (decision 0017), through the real server, build and staff session: Keystatic's
 * API guarded for reads and writes, a save checked against the schema and the role's rights before anything
 * is written, a valid save read by the site's content reader, and the change log's "Put back".
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { gymsFrom } from "#contracts/content/gyms.server.ts";
import { contentChanges } from "#server/db/schema.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { copyOfShippedContent, liveFile, putBackContent } from "#server/test/content.ts";
import { GREENWICH, MANAGEMENT, staffSteps, staffTestApp } from "#server/test/staff.ts";

describe.each(backendNames)("content editor (%s)", (backendName) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let contentDir: string;
  const original: Record<string, string> = {};
  const wellingPrice = () =>
    gymsFrom(app.content.snapshot()).find((gym) => gym.slug === "welling")?.monthlyPrice;

  beforeAll(async () => {
    backend = await createBackend(backendName);
    contentDir = copyOfShippedContent();
    for (const file of [
      "gyms/welling.yaml",
      "gyms/greenwich.yaml",
      "offers/day-pass.yaml",
      "tours.yaml",
      "company.yaml",
    ])
      original[file] = readFileSync(path.join(contentDir, file), "utf8");
    app = await staffTestApp(backend.database, { env: { CONTENT_DIR: contentDir } });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });
  beforeEach(async () => {
    await backend.reset();
    // The saves of the test before are put back in the database, before the change log is emptied.
    await putBackContent(app, backend.database.db, {
      ...original,
      "offers/greenwich-bring-a-friend.yaml": null,
    });
    await backend.database.db.execute(sql`TRUNCATE staff_sessions, staff_sign_in_tokens, content_changes`);
  });

  const was = (file: string): string => original[file] ?? "";
  const db = () => backend.database.db;
  const { signIn, post, get, save } = staffSteps(() => app, db);
  /** The file as this instance serves it (its working copy of the database's content). */
  const onDisk = (file: string) => liveFile(app, file);

  it("answers nothing of the editor without a staff session, reads or writes", async () => {
    const tree = await app.inject({ method: "GET", url: "/api/keystatic/tree", headers: { "no-cors": "1" } });
    expect(tree.statusCode).toBe(403);
    expect(tree.body).not.toContain("gyms/");
    const admin = await app.inject({ method: "GET", url: "/keystatic/branch/main/collection/gyms" });
    expect(admin.statusCode).toBe(303);
    expect(admin.headers.location).toBe("/staff/content");
    const content = await app.inject({ method: "GET", url: "/staff/content" });
    expect(content.statusCode).toBe(303);
    expect(content.headers.location).toBe("/staff/sign-in");
    const written = await save(null, {
      "gyms/welling.yaml": was("gyms/welling.yaml").replace("54.99", "1"),
    });
    expect(written.statusCode).toBe(403);
    expect(onDisk("gyms/welling.yaml")).toBe(was("gyms/welling.yaml"));
  });

  it("hands the session to the editor's paths, opens the admin and its API, and refuses a save from another site", async () => {
    const session = await signIn(MANAGEMENT);
    const page = await get("/staff/content", session);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="/keystatic"');
    expect(page.body).toMatch(/<a[^>]*aria-current="page"[^>]*>Content<\/a>/);
    const cookies = ([] as string[]).concat(page.headers["set-cookie"] ?? []);
    for (const cookiePath of ["/keystatic", "/api/keystatic"])
      expect(cookies).toContainEqual(
        expect.stringMatching(
          new RegExp(`^novo_staff=${session.cookie}; Path=${cookiePath}; HttpOnly; SameSite=Strict`),
        ),
      );

    const admin = await get("/keystatic", session);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers["cache-control"]).toBe("no-store");
    expect(admin.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(admin.body).toContain("Loading the editor");
    expect(admin.body).toContain("<script");
    // The CSP is the site's: the admin's Google font stays blocked.
    expect(String(admin.headers["content-security-policy"])).toContain("font-src 'self'");

    const tree = await app.inject({
      method: "GET",
      url: "/api/keystatic/tree",
      headers: { "no-cors": "1", cookie: `novo_staff=${session.cookie}` },
    });
    expect(tree.statusCode).toBe(200);
    expect(tree.body).toContain("gyms/welling.yaml");

    const changed = was("gyms/welling.yaml").replace("54.99", "49.99");
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      {},
    ];
    for (const headers of foreign) {
      const forged = await save(session, { "gyms/welling.yaml": changed }, [], headers);
      expect(forged.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(onDisk("gyms/welling.yaml")).toBe(was("gyms/welling.yaml"));
  });

  it("lets a gym's inbox change its own hours, amenities and photos only: another gym's entry, its price, address or e-mail, the company's phone, or a shared offer is 403", async () => {
    const greenwich = await signIn(GREENWICH);
    const welling = await save(greenwich, {
      "gyms/welling.yaml": was("gyms/welling.yaml").replace('opens: "07:00"', 'opens: "06:00"'),
    });
    expect(welling.statusCode).toBe(403);
    expect(welling.body).toContain("gyms/welling is another gym's entry");

    const price = await save(greenwich, {
      "gyms/greenwich.yaml": was("gyms/greenwich.yaml").replace("84.99", "9.99"),
    });
    expect(price.statusCode).toBe(403);
    expect(price.body).toContain("monthlyPrice of gyms/greenwich is management's to change");
    for (const [field, before, after] of [
      ["address", "112 Trafalgar Road", "1 Elsewhere Road"],
      ["email", "greenwich@novogyms.co.uk", "greenwich-desk@novogyms.co.uk"],
    ] as const) {
      const refused = await save(greenwich, {
        "gyms/greenwich.yaml": was("gyms/greenwich.yaml").replace(before, after),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain(`${field} of gyms/greenwich is management's to change`);
    }

    const offer = await save(greenwich, {
      "offers/day-pass.yaml": was("offers/day-pass.yaml").replace("DAYPASS50", "DAYPASS60"),
    });
    expect(offer.statusCode).toBe(403);
    expect(offer.body).toContain("offers/day-pass applies to other gyms too");
    const deleted = await save(greenwich, {}, ["offers/day-pass.yaml"]);
    expect(deleted.statusCode).toBe(403);
    // The one phone every gym shares, and the rest of the company's facts, are management's.
    const phone = await save(greenwich, {
      "company.yaml": was("company.yaml").replace("020 7946 0123", "020 7946 0999"),
    });
    expect(phone.statusCode).toBe(403);
    for (const file of ["gyms/welling.yaml", "gyms/greenwich.yaml", "offers/day-pass.yaml", "company.yaml"])
      expect(onDisk(file)).toBe(original[file]);

    const hours = was("gyms/greenwich.yaml").replace('closes: "20:00"', 'closes: "21:00"');
    const own = await save(greenwich, { "gyms/greenwich.yaml": hours });
    expect(own.statusCode).toBe(200);
    expect(onDisk("gyms/greenwich.yaml")).toBe(hours);
    // Its amenities and photos are its own to change too.
    const photos = hours
      .replace("Dumbbells to 50 kg", "Dumbbells to 60 kg")
      .replace("The cardio floor at Novo Greenwich", "Treadmills on the cardio floor at Novo Greenwich");
    const ownPhotos = await save(greenwich, { "gyms/greenwich.yaml": photos });
    expect(ownPhotos.statusCode).toBe(200);
    expect(onDisk("gyms/greenwich.yaml")).toBe(photos);

    const ownOffer = [
      "name: Greenwich bring a friend",
      "headline: BRING A FRIEND",
      "summary: Your friend trains free for a day",
      "code: FRIEND1",
      "gyms:",
      "  - greenwich",
      "conditions:",
      "  - One friend a month.",
      "startsOn: 2026-12-01",
      "endsOn: 2026-12-31",
      "",
    ].join("\n");
    const created = await save(greenwich, { "offers/greenwich-bring-a-friend.yaml": ownOffer });
    expect(created.statusCode).toBe(200);
    const forBoth = ownOffer.replace("  - greenwich", "  - greenwich\n  - welling");
    const widened = await save(greenwich, { "offers/greenwich-bring-a-friend.yaml": forBoth });
    expect(widened.statusCode).toBe(403);
    expect(onDisk("offers/greenwich-bring-a-friend.yaml")).toBe(ownOffer);
  });

  it("lets a gym's inbox add and remove closed dates for its own gym alone; the capacity, every gym's dates and another gym's are management's", async () => {
    const tours = was("tours.yaml");
    const withDate = (date: string, gyms: string[]) =>
      `${tours}  - date: ${date}\n    reason: Local event\n${gyms.length ? `    gyms:\n${gyms.map((g) => `      - ${g}\n`).join("")}` : ""}`;
    const greenwich = await signIn(GREENWICH);
    const own = withDate("2027-06-12", ["greenwich"]);
    const saved = await save(greenwich, { "tours.yaml": own });
    expect(saved.statusCode).toBe(200);
    expect(onDisk("tours.yaml")).toBe(own);
    // Its own change is in its log; taking the date off again is its own to do too.
    expect((await get("/staff/content", greenwich)).body).toContain(">tours<");
    expect((await save(greenwich, { "tours.yaml": tours })).statusCode).toBe(200);

    for (const [refusedSave, message] of [
      [tours.replace("capacity: 2", "capacity: 3"), "capacity of tours is management's to change"],
      [withDate("2027-06-12", []), "a closed date for every gym or another gym is management's"],
      [withDate("2027-06-12", ["welling"]), "a closed date for every gym or another gym is management's"],
      [withDate("2027-06-12", ["greenwich", "welling"]), "yours must name Novo Greenwich alone"],
      [tours.replace("  - date: 2026-12-26\n    reason: Boxing Day\n", ""), "a closed date for every gym"],
    ] as const) {
      const refused = await save(greenwich, { "tours.yaml": refusedSave });
      expect(refused.statusCode, refusedSave).toBe(403);
      expect(refused.body).toContain(message);
    }
    expect(onDisk("tours.yaml")).toBe(tours);

    // Management: anything the schema allows; capacity 1 to 20, real calendar days.
    const session = await signIn(MANAGEMENT);
    for (const [bad, field] of [
      [tours.replace("capacity: 2", "capacity: 21"), "capacity"],
      [tours.replace("capacity: 2", "capacity: 0"), "capacity"],
      [tours.replace("date: 2026-12-25", 'date: "2026-02-30"'), "2026-02-30 is not a day of the calendar"],
      [tours.replace("date: 2026-12-25", "date: 25/12/2026"), "closedDates"],
    ] as const) {
      const refused = await save(session, { "tours.yaml": bad });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.body).toContain("tours is not valid");
      expect(refused.body).toContain(field);
    }
    const one = tours.replace("capacity: 2", "capacity: 1");
    expect((await save(session, { "tours.yaml": one })).statusCode).toBe(200);
    expect(app.content.snapshot().singletons.tours?.capacity).toBe(1);
  });

  it("refuses an entry that fails its schema or does not parse (400 naming the entry and field), writing nothing", async () => {
    const session = await signIn(MANAGEMENT);
    const tooDear = await save(session, {
      "gyms/welling.yaml": was("gyms/welling.yaml").replace("54.99", "5000"),
    });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.body).toContain("gyms/welling is not valid");
    expect(tooDear.body).toContain("monthlyPrice");
    const broken = await save(session, { "gyms/welling.yaml": "id: welling\nmonthlyPrice: [\n" });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toContain("gyms/welling is not valid");
    const badCode = await save(session, {
      "offers/day-pass.yaml": was("offers/day-pass.yaml").replace("DAYPASS50", "day pass"),
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.body).toContain("code: capitals and digits");
    const stray = await save(session, { "gyms/notes.txt": "hello" });
    expect(stray.statusCode).toBe(400);
    expect(stray.body).toContain("gyms/notes.txt is not a file of a content entry");
    expect(onDisk("gyms/welling.yaml")).toBe(was("gyms/welling.yaml"));
    expect(onDisk("offers/day-pass.yaml")).toBe(was("offers/day-pass.yaml"));
    expect(await db().select().from(contentChanges)).toHaveLength(0);
    expect(wellingPrice()).toBe(54.99);
  });

  it("writes a valid save, which the site reads; the change log records it and Put back restores the old file", async () => {
    const session = await signIn(MANAGEMENT);
    const cheaper = was("gyms/welling.yaml").replace("54.99", "49.99");
    const saved = await save(session, { "gyms/welling.yaml": cheaper });
    expect(saved.statusCode).toBe(200);
    expect(onDisk("gyms/welling.yaml")).toBe(cheaper);
    expect(wellingPrice()).toBe(49.99);

    const [change, ...more] = await db().select().from(contentChanges);
    expect(more).toHaveLength(0);
    expect(change).toMatchObject({
      entry: "gyms/welling",
      path: "gyms/welling.yaml",
      kind: "save",
      actor: MANAGEMENT,
      role: "management",
      previous: was("gyms/welling.yaml"),
      contents: cheaper,
    });
    const log = await get("/staff/content", session);
    expect(log.body).toContain("gyms/welling");
    expect(log.body).toContain(MANAGEMENT);

    // A gym sees and puts back only its own entries' changes.
    const greenwich = await signIn(GREENWICH);
    expect((await get("/staff/content", greenwich)).body).not.toContain("gyms/welling");
    const theirs = await post(`/staff/content/changes/${change?.id}/restore`, greenwich, {
      csrf: greenwich.csrf,
    });
    expect(theirs.statusCode).toBe(404);
    expect(onDisk("gyms/welling.yaml")).toBe(cheaper);
    // Without the CSRF token: refused, as every staff state change.
    const forged = await post(`/staff/content/changes/${change?.id}/restore`, session, {});
    expect(forged.statusCode).toBe(403);
    expect(onDisk("gyms/welling.yaml")).toBe(cheaper);

    const restored = await post(`/staff/content/changes/${change?.id}/restore`, session, {
      csrf: session.csrf,
    });
    expect(restored.statusCode).toBe(303);
    expect(restored.headers.location).toBe("/staff/content?restored=1");
    expect(onDisk("gyms/welling.yaml")).toBe(was("gyms/welling.yaml"));
    expect(wellingPrice()).toBe(54.99);
    const rows = await db().select().from(contentChanges).orderBy(contentChanges.id);
    expect(rows.at(-1)).toMatchObject({
      entry: "gyms/welling",
      kind: "restore",
      restoredFrom: change?.id,
      previous: cheaper,
      contents: was("gyms/welling.yaml"),
    });
    expect((await get("/staff/content?restored=1", session)).body).toContain(
      "Put back: the earlier version is live.",
    );
  });
});
