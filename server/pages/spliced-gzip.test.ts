import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { combine, gzipPieces, lengthShift, splicedGzip } from "./spliced-gzip";

const page = Buffer.from(
  `<html>${"<p class=a>gym</p>".repeat(3000)}<input name="x" value=""/>${"<li>day</li>".repeat(2000)}<input value=""/></html>`,
);
const slots = [page.indexOf('value=""') + 7, page.lastIndexOf('value=""') + 7];
const expected = (value: string) =>
  Buffer.concat([
    page.subarray(0, slots[0]),
    Buffer.from(value),
    page.subarray(slots[0], slots[1]),
    Buffer.from(value),
    page.subarray(slots[1]),
  ]);

describe("a gzip body spliced from pieces", () => {
  it("combines CRC-32s as zlib computes the whole", () => {
    const a = Buffer.from("hello ".repeat(999));
    const b = Buffer.from("é".repeat(40_000));
    for (const [x, y] of [
      [a, b],
      [b, a],
      [Buffer.alloc(0), a],
      [a, Buffer.alloc(0)],
    ] as const)
      expect(combine(zlib.crc32(x), zlib.crc32(y), lengthShift(y.length))).toBe(
        zlib.crc32(Buffer.concat([x, y])),
      );
  });

  it("inflates to the page with the value at every slot, for any value, with a valid trailer", async () => {
    const pieces = await gzipPieces(page, slots);
    for (const value of ["", "ref=www.google.com&amp;path=%2Fgreenwich", "z".repeat(70_000)]) {
      // gunzip checks the CRC-32 and the length in the trailer.
      expect(zlib.gunzipSync(splicedGzip(pieces, Buffer.from(value))).equals(expected(value))).toBe(true);
    }
    // The pieces cost little more than the page's own gzip.
    expect(pieces.size).toBeLessThan(zlib.gzipSync(page, { level: 9 }).length * 1.5);
  });

  it("handles slots at the very start and end, and a page without slots", async () => {
    const short = Buffer.from("abc");
    const edges = await gzipPieces(short, [0, 3]);
    expect(zlib.gunzipSync(splicedGzip(edges, Buffer.from("-"))).toString()).toBe("-abc-");
    const none = await gzipPieces(short, []);
    expect(zlib.gunzipSync(splicedGzip(none, Buffer.from("-"))).toString()).toBe("abc");
  });
});
