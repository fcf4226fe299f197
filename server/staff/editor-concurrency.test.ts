/**
 * Issue 36 (decision 0025): no content save silently undoes another. Through the real server, build and staff
 * sessions, on one instance: two editors of one entry (the second, based on what it read, is a 409 naming the
 * first, who and when; the first's change stands; the change log is true), the same for a gym's inbox, a save
 * that names no base, the put-back's base, the gym-field check against the database's current bytes rather
 * than the instance's working copy, and the editor's requests that were 5xx (a folder read, a repeated path).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { readContentFile } from "#server/content/files.ts";
import { contentChanges } from "#server/db/schema.ts";
import { TEST_STAFF_EMAILS } from "#server/test/app.ts";
import { liveFile, putBackContent, shippedContentDir, withField } from "#server/test/content.ts";
import { saveBody } from "#server/test/editor-save.ts";
import { describeStaffArea, MANAGEMENT, origin, WELLING } from "#server/test/staff.ts";

const WELLING_FILE = "gyms/welling.yaml";
const shipped = readFileSync(path.join(shippedContentDir, WELLING_FILE), "utf8");
const priced = (price: string, from = shipped) => withField(from, "monthlyPrice", price);
const introduced = (intro: string, from = shipped) => withField(from, "intro", intro);
const amenity = (from = shipped) => from.replace("Dumbbells to 40 kg", "Dumbbells to 50 kg");
const SECOND_MANAGER = "director@novogyms.co.uk";

describeStaffArea(
  "two editors, one entry, one instance",
  (area) => {
    const live = async (file = WELLING_FILE) =>
      (await readContentFile(area.db(), file))?.bytes.toString("utf8") ?? null;
    const log = () => area.db().select().from(contentChanges).orderBy(asc(contentChanges.id));

    async function fresh(): Promise<void> {
      await putBackContent(area.app, area.db(), { [WELLING_FILE]: shipped });
      await area.db().execute(sql`TRUNCATE content_changes`);
    }

    it("refuses the second save of an entry read before the first: 409 naming the first, whose price stands", async () => {
      await fresh();
      const first = await area.signIn(MANAGEMENT);
      const second = await area.signIn(SECOND_MANAGER);
      const [readFirst, readSecond] = [await area.read(first), await area.read(second)];

      const price = await area.save(first, { [WELLING_FILE]: priced("61.50") }, [], origin, readFirst);
      expect(price.statusCode, price.body).toBe(200);
      const stale = await area.save(
        second,
        { [WELLING_FILE]: introduced("A newer intro") },
        [],
        origin,
        readSecond,
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.headers["content-type"]).toMatch(/^text\/plain/);
      expect(stale.body).toMatch(
        new RegExp(
          `^Not saved: gyms/welling was changed by ${MANAGEMENT.replace(/\./g, "\\.")} on \\d{1,2} \\w+ \\d{4} at \\d\\d:\\d\\d:\\d\\d \\(London time\\), after you opened it\\.`,
        ),
      );
      expect(await live()).toBe(priced("61.50"));
      expect(liveFile(area.app, WELLING_FILE)).toBe(priced("61.50"));

      // The change log is true: one change, from the shipped text to the new price, by the first.
      const rows = await log();
      expect(rows.map((row) => [row.actor, row.previous, row.contents])).toEqual([
        [MANAGEMENT, shipped, priced("61.50")],
      ]);

      // Reload and reapply: based on what the editor reads now, the intro goes in beside the price.
      const again = await area.save(second, {
        [WELLING_FILE]: introduced("A newer intro", priced("61.50")),
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(await live()).toBe(introduced("A newer intro", priced("61.50")));
      expect((await log()).map((row) => [row.actor, row.previous])).toEqual([
        [MANAGEMENT, shipped],
        [SECOND_MANAGER, priced("61.50")],
      ]);
    });

    it("refuses a gym inbox's stale amenity save after management's price: 409, the price stands", async () => {
      await fresh();
      const manager = await area.signIn(MANAGEMENT);
      const gym = await area.signIn(WELLING);
      const gymRead = await area.read(gym);
      expect((await area.save(manager, { [WELLING_FILE]: priced("63.00") })).statusCode).toBe(200);
      const stale = await area.save(gym, { [WELLING_FILE]: amenity() }, [], origin, gymRead);
      expect(stale.statusCode).toBe(409);
      expect(stale.body).toContain(`gyms/welling was changed by ${MANAGEMENT}`);
      expect(await live()).toBe(priced("63.00"));
    });

    it("checks a gym's fields against the database's entry, not a working copy that is behind", async () => {
      await fresh();
      const manager = await area.signIn(MANAGEMENT);
      const gym = await area.signIn(WELLING);
      expect((await area.save(manager, { [WELLING_FILE]: priced("64.00") })).statusCode).toBe(200);
      const bases = await area.read(gym);
      // This instance's working copy a step behind (as an instance that has not followed yet).
      writeFileSync(path.join(area.app.content.dir, WELLING_FILE), shipped);
      // A save whose base is current but whose body carries the old price: a gym may not change the price.
      const sneaky = await area.save(gym, { [WELLING_FILE]: amenity() }, [], origin, bases);
      expect(sneaky.statusCode, sneaky.body).toBe(403);
      expect(sneaky.body).toContain("monthlyPrice of gyms/welling is management's to change");
      expect(await live()).toBe(priced("64.00"));
      await area.app.contentSync?.follow();
    });

    it("refuses a save that does not say what it was based on, and a path named twice, with 400", async () => {
      await fresh();
      const manager = await area.signIn(MANAGEMENT);
      const send = (payload: string) =>
        area.app.inject({
          method: "POST",
          url: "/api/keystatic/update",
          headers: {
            ...origin,
            "content-type": "application/json",
            "no-cors": "1",
            cookie: `novo_staff=${manager.cookie}`,
          },
          payload,
        });
      const text = Buffer.from(priced("65.00")).toString("base64url");
      const unbased = await send(
        JSON.stringify({ additions: [{ path: WELLING_FILE, contents: text }], deletions: [] }),
      );
      expect(unbased.statusCode).toBe(400);
      expect(unbased.body).toContain("does not say which version of gyms/welling.yaml");

      const bases = await area.read(manager);
      const twice = await send(
        saveBody({ [WELLING_FILE]: priced("65.00") }, [], bases).replace(
          '"additions":[',
          `"additions":[{"path":"${WELLING_FILE}","contents":"${text}","base":null},`,
        ),
      );
      expect(twice.statusCode).toBe(400);
      expect(twice.body).toContain("gyms/welling.yaml is named twice in one save");
      const offer = "offers/day-pass.yaml";
      const both = await send(
        saveBody({ [offer]: readFileSync(path.join(shippedContentDir, offer)) }, [offer], bases),
      );
      expect(both.statusCode).toBe(400);
      expect(both.body).toContain(`${offer} is named twice in one save`);
      expect(await live()).toBe(shipped);
      expect(await log()).toEqual([]);
    });

    it("answers 404, not 500, for a blob read of a collection's folder", async () => {
      const manager = await area.signIn(MANAGEMENT);
      for (const folder of ["gyms", "offers", "photos", "gyms/", "jobs"]) {
        const response = await area.app.inject({
          url: `/api/keystatic/blob/0/${folder}`,
          headers: { "no-cors": "1", cookie: `novo_staff=${manager.cookie}` },
        });
        expect(response.statusCode, folder).toBe(404);
      }
    });

    it("puts a change back only while the entry is as that change left it: else 409 naming who changed it since", async () => {
      await fresh();
      const first = await area.signIn(MANAGEMENT);
      const second = await area.signIn(SECOND_MANAGER);
      expect((await area.save(first, { [WELLING_FILE]: priced("66.00") })).statusCode).toBe(200);
      expect(
        (await area.save(second, { [WELLING_FILE]: introduced("Intro two", priced("66.00")) })).statusCode,
      ).toBe(200);
      const [priceChange, introChange] = await log();
      const page = await area.get("/staff/content", first);
      const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
      const putBack = (id: number) => area.post(`/staff/content/changes/${id}/restore`, first, { csrf });

      // Putting the price back now would silently undo the intro saved after it.
      const refused = await putBack(priceChange?.id ?? 0);
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain(`gyms/welling was changed by ${SECOND_MANAGER}`);
      expect(await live()).toBe(introduced("Intro two", priced("66.00")));

      const undone = await putBack(introChange?.id ?? 0);
      expect(undone.statusCode).toBe(303);
      expect(await live()).toBe(priced("66.00"));
      const rows = await log();
      expect(rows.at(-1)).toMatchObject({
        kind: "restore",
        restoredFrom: introChange?.id,
        actor: MANAGEMENT,
      });
    });
  },
  { app: { env: { STAFF_EMAILS: `${TEST_STAFF_EMAILS},${SECOND_MANAGER}=management` } } },
);
