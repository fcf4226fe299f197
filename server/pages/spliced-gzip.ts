/**
 * A gzip body with a short value inserted at fixed places of a cached page, made per request without
 * compressing the page again (decision 0029). The page is compressed once, when the cache fills, as raw
 * deflate pieces cut at the insertion points: each piece but the last ends on a byte with a sync flush and
 * none refers back into another, so a stored (uncompressed) deflate block holding the value can sit between
 * any two. The gzip trailer's CRC-32 of the whole is combined from the pieces' CRCs (zlib's crc32_combine),
 * so a request reads none of the page's bytes: its cost is the value's length and a copy of the pieces.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";

const deflateRaw = promisify(zlib.deflateRaw);

export interface GzipPieces {
  /** Raw deflate of the page between insertion points; all but the last byte-aligned and not final. */
  pieces: Buffer[];
  /** CRC-32 of each piece's uncompressed bytes. */
  crcs: number[];
  /** x^(8 × length) mod the CRC polynomial for each piece: what crc32_combine needs of its length. */
  shifts: number[];
  /** The page's uncompressed length, without any inserted value. */
  length: number;
  /** Compressed bytes held. */
  size: number;
}

/** The page compressed in pieces, cut at the byte offsets given (ascending, within the page). */
export async function gzipPieces(identity: Buffer, offsets: readonly number[]): Promise<GzipPieces> {
  const bounds = [0, ...offsets, identity.length];
  const parts = bounds.slice(1).map((end, index) => identity.subarray(bounds[index], end));
  const pieces = await Promise.all(
    parts.map((part, index) =>
      deflateRaw(part, {
        level: 9,
        finishFlush: index < parts.length - 1 ? zlib.constants.Z_SYNC_FLUSH : zlib.constants.Z_FINISH,
      }),
    ),
  );
  return {
    pieces,
    crcs: parts.map((part) => zlib.crc32(part)),
    shifts: parts.map((part) => lengthShift(part.length)),
    length: identity.length,
    size: pieces.reduce((sum, piece) => sum + piece.length, 0),
  };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The most a stored deflate block holds. */
const STORED_MAX = 0xffff;

/** The gzip body of the page with `value` inserted at every insertion point. */
export function splicedGzip(page: GzipPieces, value: Buffer): Buffer {
  const stored = storedBlocks(value);
  const valueCrc = zlib.crc32(value);
  const valueShift = lengthShift(value.length);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  page.pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(stored);
      crc = combine(crc, valueCrc, valueShift);
    }
    parts.push(piece);
    crc = index === 0 ? (page.crcs[0] ?? 0) : combine(crc, page.crcs[index] ?? 0, page.shifts[index] ?? 0);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((page.length + value.length * (page.pieces.length - 1)) >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

/** The value as stored (uncompressed), non-final deflate blocks: a byte of header, LEN and its complement. */
function storedBlocks(value: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let start = 0; start < value.length; start += STORED_MAX) {
    const chunk = value.subarray(start, start + STORED_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return Buffer.concat(blocks);
}

// CRC-32 arithmetic modulo its polynomial (reflected), after zlib's crc32.c.
const POLY = 0xedb88320;
const TOP = 0x80000000;

/** a × b modulo the polynomial. */
function multiply(a: number, b: number): number {
  let product = 0;
  let factor = b >>> 0;
  for (let bit = TOP; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const POWERS: number[] = [];
for (let k = 0, power = TOP >>> 1; k < 32; k++, power = multiply(power, power)) POWERS.push(power);

/** x^(8 × bytes) modulo the polynomial. */
export function lengthShift(bytes: number): number {
  let result = TOP; // x^0
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++)
    if (n % 2) result = multiply(POWERS[k % 32] ?? 0, result);
  return result;
}

/** The CRC-32 of A followed by B, from A's, B's and B's lengthShift. */
export function combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiply(shiftB, crcA) ^ crcB) >>> 0;
}
