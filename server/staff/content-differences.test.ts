/**
 * Differences from the ship in the staff area (issue 31): an entry the owner changed whose shipped version a
 * deploy changed too is listed for management at /staff/content/differences (the entry, when the ship changed
 * it, who saved the owner's version, the lines from one to the other and both versions), and /staff/content
 * links there; a gym's inbox is refused. Through the real server and build, as staff open it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { writeContentFiles } from "#server/content/files.ts";
import { applyShip, readShippedContent } from "#server/content/ship.ts";
import { shippedContentDir } from "#server/test/content.ts";
import { describeStaffArea, GREENWICH, MANAGEMENT } from "#server/test/staff.ts";
import { lineDiff } from "./content-differences";

const welling = "gyms/welling.yaml";
const shippedWelling = readFileSync(path.join(shippedContentDir, welling), "utf8");
const priced = (price: string) => shippedWelling.replace(/^monthlyPrice: .*$/m, `monthlyPrice: ${price}`);

describe("lineDiff", () => {
  it("keeps the common lines and marks the rest removed (the ship's) or added (the owner's), in order", () => {
    expect(lineDiff("a\nb\nc\n", "a\nB\nc\nd\n")).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "B" },
      { kind: "same", text: "c" },
      { kind: "added", text: "d" },
    ]);
    expect(lineDiff("", "x\n")).toEqual([{ kind: "added", text: "x" }]);
    expect(lineDiff("x", "")).toEqual([{ kind: "removed", text: "x" }]);
  });
});

describeStaffArea("differences from the ship", (area) => {
  const { signIn, get } = area;

  async function ownerChangedShipChanged(): Promise<void> {
    const db = area.db();
    await db.execute(sql`TRUNCATE content_files, content_differences`);
    await db.execute(sql`UPDATE content_version SET seeded_at = null`);
    await applyShip(db, await readShippedContent(shippedContentDir));
    await writeContentFiles(db, {
      actor: { email: MANAGEMENT, role: "management" },
      files: [{ path: welling, bytes: Buffer.from(priced("47.5")) }],
    });
    const ship = (await readShippedContent(shippedContentDir)).map((file) =>
      file.path === welling ? { ...file, bytes: Buffer.from(priced("59.99")) } : file,
    );
    await applyShip(db, ship);
  }

  it("lists the entry for management with the ship's and the owner's lines, linked from Content", async () => {
    await ownerChangedShipChanged();
    const session = await signIn(MANAGEMENT);
    const content = await get("/staff/content", session);
    expect(content.statusCode).toBe(200);
    expect(content.body).toContain("1 entry you changed has a different version in the last deploy");
    expect(content.body).toContain('href="/staff/content/differences"');

    const page = await get("/staff/content/differences", session);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Differences from the ship · Novo staff</title>");
    expect(page.body).toMatch(/<h2[^>]*>gyms\/welling<\/h2>/);
    expect(page.body).toContain("Ship changed it");
    expect(page.body).toContain(`by ${MANAGEMENT}`);
    // The ship's line removed, the owner's added, each marked by its element as well as its sign.
    expect(page.body).toMatch(/<del[^>]*>- monthlyPrice: 59\.99\n<\/del>/);
    expect(page.body).toMatch(/<ins[^>]*>\+ monthlyPrice: 47\.5\n<\/ins>/);
    expect(page.body).toContain("Both versions in full");
  });

  it("says there is nothing to compare when nothing differs, and refuses a gym's inbox", async () => {
    const db = area.db();
    await db.execute(sql`TRUNCATE content_differences`);
    const session = await signIn(MANAGEMENT);
    const page = await get("/staff/content/differences", session);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("No differences");
    expect((await get("/staff/content", session)).body).not.toContain('href="/staff/content/differences"');

    const gym = await signIn(GREENWICH);
    expect((await get("/staff/content/differences", gym)).statusCode).toBe(403);
  });
});
