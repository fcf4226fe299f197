/**
 * Photos within a phone's reach (issue 30.7): the editor's save refuses a photo over PHOTO_MAX_PIXELS (40 MP)
 * whatever its sides (a 41 MP one passes the 12,000-pixel side cap), 400 naming the image field, and writes
 * nothing. Through the real server, build and staff session.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE } from "#contracts/content/schemas/photos.ts";
import { copyOfShippedContent } from "#server/test/content.ts";
import { describeStaffArea, MANAGEMENT } from "#server/test/staff.ts";

const contentDir = copyOfShippedContent();

describeStaffArea(
  "the photo pixel cap at save",
  (area) => {
    it("refuses a 41 MP photo, naming the field, and writes nothing", async () => {
      await area.db().execute(sql`TRUNCATE content_changes`);
      const [width, height] = [6400, 6410];
      expect(width * height).toBeGreaterThan(PHOTO_MAX_PIXELS);
      expect(Math.max(width, height)).toBeLessThan(PHOTO_MAX_SIDE);
      const image = await sharp({ create: { width, height, channels: 3, background: "#b43c2a" } })
        .jpeg({ quality: 80 })
        .toBuffer();
      const management = await area.signIn(MANAGEMENT);
      const saved = await area.save(management, {
        "photos/huge.yaml": [
          "name: huge photo",
          "slot: greenwich-weights",
          "image: image.jpg",
          "alt: Power racks at Novo Greenwich",
          "",
        ].join("\n"),
        "photos/huge/image.jpg": image,
      });
      expect(saved.statusCode).toBe(400);
      expect(saved.body).toContain(
        "photos/huge is not valid. image: the photo is 6400 × 6410 pixels (41.0 megapixels); at most 40 megapixels",
      );
      expect(existsSync(path.join(contentDir, "photos", "huge"))).toBe(false);
      expect(existsSync(path.join(contentDir, "photos", "huge.yaml"))).toBe(false);
    });
  },
  { app: { env: { CONTENT_DIR: contentDir } }, backends: ["pglite"] },
);
