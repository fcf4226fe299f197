/**
 * The staff CLI's content commands (issue 31) over a real database: `content export` writes the live content
 * as content/'s files, `content import` makes such a folder live through the editor's checks as one change
 * by the CLI (or changes nothing, and says which file and field), and `content diff` lists the owner-changed
 * entries whose shipped version differs.
 */

import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  contentVersionOf,
  readContentFile,
  readContentFiles,
  writeContentFiles,
} from "#server/content/files.ts";
import { applyShip, readShippedContent } from "#server/content/ship.ts";
import { contentChanges } from "#server/db/schema.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { shippedContentDir } from "#server/test/content.ts";
import { newGymEntry } from "#server/test/places.ts";
import {
  CLI_ACTOR,
  ContentCommandError,
  exportContent,
  importContent,
  showContentDifferences,
} from "./content";

const welling = "gyms/welling.yaml";
const shippedWelling = readFileSync(path.join(shippedContentDir, welling), "utf8");
const priced = (text: string, price: string) => text.replace(/^monthlyPrice: .*$/m, `monthlyPrice: ${price}`);
const owner = { email: "owner@example.com", role: "management" };

function output() {
  const chunks: string[] = [];
  return { write: (chunk: string) => void chunks.push(chunk), text: () => chunks.join("") };
}

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "novo-content-cli-"));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe.each(backendNames)("content commands (%s)", (backendName) => {
  let backend: TestBackend;
  const db = () => backend.database.db;

  beforeAll(async () => {
    backend = await createBackend(backendName);
  }, 120_000);
  afterAll(async () => {
    await backend?.dispose();
  });
  beforeEach(async () => {
    await db().execute(sql`TRUNCATE content_files, content_differences, content_changes`);
    await db().execute(sql`UPDATE content_version SET seeded_at = null`);
    await applyShip(db(), await readShippedContent(shippedContentDir));
  });

  it("exports the live content in content/'s layout: the owner's edits, and no file the content lacks", async () => {
    await writeContentFiles(db(), {
      actor: owner,
      files: [{ path: welling, bytes: Buffer.from(priced(shippedWelling, "47.5")) }],
    });
    const dir = folder();
    // A content file the live content does not have goes; anything else in the folder stays.
    mkdirSync(path.join(dir, "offers"), { recursive: true });
    writeFileSync(path.join(dir, "offers", "gone.yaml"), "name: gone\n");
    writeFileSync(path.join(dir, "README.md"), "notes\n");
    const out = output();
    const result = await exportContent(db(), dir, out);
    const live = await readContentFiles(db());
    expect(result.written.length).toBe(live.length);
    for (const file of live)
      expect(readFileSync(path.join(dir, file.path)).equals(file.bytes), file.path).toBe(true);
    expect(readFileSync(path.join(dir, welling), "utf8")).toContain("monthlyPrice: 47.5");
    expect(existsSync(path.join(dir, "offers", "gone.yaml"))).toBe(false);
    expect(readFileSync(path.join(dir, "README.md"), "utf8")).toBe("notes\n");
    expect(out.text()).toContain("removed  offers/gone.yaml");
    // Exported again, nothing differs: nothing is written.
    expect((await exportContent(db(), dir, output())).written).toEqual([]);
  });

  it("imports a folder as the live content in one change by the CLI, recorded in the change log", async () => {
    const dir = folder();
    await exportContent(db(), dir, output());
    const before = await contentVersionOf(db());
    writeFileSync(path.join(dir, welling), priced(shippedWelling, "44.44"));
    rmSync(path.join(dir, "offers", "day-pass.yaml"));
    const out = output();
    const result = await importContent(db(), dir, out);
    expect(result.changed.sort()).toEqual(["gyms/welling.yaml", "offers/day-pass.yaml"]);
    expect((await readContentFile(db(), welling))?.bytes.toString("utf8")).toContain("monthlyPrice: 44.44");
    expect(await readContentFile(db(), "offers/day-pass.yaml")).toBeNull();
    expect(await contentVersionOf(db())).toBe(before + 1);
    const log = await db().select().from(contentChanges).where(eq(contentChanges.actor, CLI_ACTOR.email));
    expect(log.map((row) => `${row.kind} ${row.entry} ${row.role}`).sort()).toEqual([
      "delete offers/day-pass management",
      "save gyms/welling management",
    ]);
    expect(out.text()).toContain("2 file(s) changed");
    // The same folder again changes nothing, the version included.
    expect((await importContent(db(), dir, output())).changed).toEqual([]);
    expect(await contentVersionOf(db())).toBe(before + 1);
  });

  it("refuses a folder with an entry that fails the schema, naming the file and field, and changes nothing", async () => {
    const dir = folder();
    cpSync(shippedContentDir, dir, { recursive: true });
    writeFileSync(path.join(dir, welling), priced(shippedWelling, "47.5"));
    writeFileSync(
      path.join(dir, "offers", "day-pass.yaml"),
      readFileSync(path.join(dir, "offers", "day-pass.yaml"), "utf8").replace(
        /^code: .*$/m,
        "code: not valid",
      ),
    );
    const version = await contentVersionOf(db());
    const failed = await importContent(db(), dir, output()).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ContentCommandError);
    expect(String((failed as Error).message)).toMatch(/offers\/day-pass.*code/);
    expect(String((failed as Error).message)).toContain("Nothing was changed");
    expect((await readContentFile(db(), welling))?.bytes.toString("utf8")).toBe(shippedWelling);
    expect(await contentVersionOf(db())).toBe(version);
  });

  it("refuses a folder whose places share a form name or an address, as the editor's save does", async () => {
    const dir = folder();
    cpSync(shippedContentDir, dir, { recursive: true });
    writeFileSync(path.join(dir, "gyms", "lewisham.yaml"), newGymEntry({ formName: "novowelling" }));
    const version = await contentVersionOf(db());
    const failed = await importContent(db(), dir, output()).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ContentCommandError);
    expect(String((failed as Error).message)).toMatch(/gyms\/(lewisham|welling).*formName/);
    expect(await readContentFile(db(), "gyms/lewisham.yaml")).toBeFalsy();
    expect(await contentVersionOf(db())).toBe(version);

    writeFileSync(path.join(dir, "gyms", "lewisham.yaml"), newGymEntry({ slug: "greenwich" }));
    const taken = await importContent(db(), dir, output()).catch((error: unknown) => error);
    expect(String((taken as Error).message)).toMatch(/slug: \/greenwich/);
  });

  it("refuses a photo the editor would refuse, and a folder without the entries the site needs", async () => {
    const dir = folder();
    cpSync(shippedContentDir, dir, { recursive: true });
    mkdirSync(path.join(dir, "photos", "greenwich-weights"), { recursive: true });
    writeFileSync(
      path.join(dir, "photos", "greenwich-weights.yaml"),
      "name: Weights\nslot: greenwich-weights\nimage: image.jpg\nalt: Power racks at Novo Greenwich\n",
    );
    const tiny = await sharp({ create: { width: 100, height: 80, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(dir, "photos", "greenwich-weights", "image.jpg"), tiny);
    const small = await importContent(db(), dir, output()).catch((error: unknown) => error);
    expect(small).toBeInstanceOf(ContentCommandError);
    expect(String((small as Error).message)).toMatch(/image: the photo is 100 × 80 pixels/);
    expect(await readContentFile(db(), "photos/greenwich-weights.yaml")).toBeNull();

    // A good photo goes in with its entry.
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#b43c2a" } })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(dir, "photos", "greenwich-weights", "image.jpg"), photo);
    await importContent(db(), dir, output());
    expect((await readContentFile(db(), "photos/greenwich-weights/image.jpg"))?.bytes.equals(photo)).toBe(
      true,
    );

    rmSync(path.join(dir, "gyms"), { recursive: true });
    const partial = await importContent(db(), dir, output()).catch((error: unknown) => error);
    expect(String((partial as Error).message)).toMatch(/lacks gyms\/.*which the site needs/);
    expect(await readContentFile(db(), welling)).not.toBeNull();
    const empty = await importContent(db(), folder(), output()).catch((error: unknown) => error);
    expect(String((empty as Error).message)).toContain("holds no content files");
  });

  it("lists an owner-changed entry whose shipped version differs, with the lines from the ship's to the owner's", async () => {
    const none = output();
    expect(await showContentDifferences(db(), none)).toBe(0);
    expect(none.text()).toContain("No differences");
    await writeContentFiles(db(), {
      actor: owner,
      files: [{ path: welling, bytes: Buffer.from(priced(shippedWelling, "47.5")) }],
    });
    const ship = (await readShippedContent(shippedContentDir)).map((file) =>
      file.path === welling ? { ...file, bytes: Buffer.from(priced(shippedWelling, "59.99")) } : file,
    );
    await applyShip(db(), ship);
    const out = output();
    expect(await showContentDifferences(db(), out)).toBe(1);
    expect(out.text()).toContain("gyms/welling (gyms/welling.yaml)");
    expect(out.text()).toContain("by owner@example.com");
    expect(out.text()).toContain("  - monthlyPrice: 59.99\n");
    expect(out.text()).toContain("  + monthlyPrice: 47.5\n");
  });
});
