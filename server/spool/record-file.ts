/**
 * A spool record as a file (docs/decisions/0011-durable-spool.md): its names (a record in place, a temporary,
 * one set aside as damaged, an erasure mark), its frame (a header with the body's length and its HMAC-SHA256
 * under SPOOL_KEY) and the directory fsync the journal's writes end with. journal.ts keeps the folder.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { open } from "node:fs/promises";

const MAGIC = "NOVO-SPOOL 2";
/** Written before records were keyed: anyone could have made one, so it is set aside like a forgery. */
const UNKEYED_MAGIC = "NOVO-SPOOL 1";
export const RECORD_SUFFIX = ".rec";
export const TEMP_PREFIX = ".tmp-";
export const DAMAGED_SUFFIX = ".damaged";
export const ERASED_SUFFIX = ".erased";

/** A record in place (a temporary of an append under way also ends in .rec). */
export function isRecord(name: string): boolean {
  return name.endsWith(RECORD_SUFFIX) && !name.startsWith(TEMP_PREFIX);
}

function mac(key: string, body: Buffer): Buffer {
  return createHmac("sha256", key).update(body).digest();
}

export function frame(key: string, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${MAGIC} ${body.length} ${mac(key, body).toString("hex")}\n`), body]);
}

export type Damage = "torn" | "checksum" | "header" | "unkeyed";

/** The body of a framed record whose HMAC under `key` holds, or why it is not one. */
export function unframe(data: Buffer, key: string): { body: Buffer } | { damaged: Damage } {
  const newline = data.indexOf(0x0a);
  if (newline < 0) return { damaged: "torn" };
  const header = data.subarray(0, newline).toString("latin1").split(" ");
  const magic = `${header[0]} ${header[1]}`;
  if (magic === UNKEYED_MAGIC) return { damaged: "unkeyed" };
  if (header.length !== 4 || magic !== MAGIC || !/^\d+$/.test(header[2] ?? "")) return { damaged: "header" };
  const body = data.subarray(newline + 1);
  if (body.length !== Number(header[2])) return { damaged: "torn" };
  const given = Buffer.from(header[3] ?? "", "hex");
  const expected = mac(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { damaged: "checksum" };
  return { body };
}

/** A set-aside record's text after its header, as found (may be torn): for find and erasure only. */
export function damagedText(data: Buffer): string {
  const newline = data.indexOf(0x0a);
  return data.subarray(newline + 1).toString("utf8");
}

/** A damaged record's file name: the record's name (arrival time and id) and the suffix. */
export function isDamaged(name: string): boolean {
  return name.endsWith(DAMAGED_SUFFIX);
}

/** When a record arrived, from its file name (a damaged or marked one too); null for another name. */
export function arrivalOf(name: string): Date | null {
  const match = /^(\d{15})-\d{6}-/.exec(name);
  return match ? new Date(Number(match[1])) : null;
}

export async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
