/**
 * The encodings pages go out in: brotli or gzip as the browser accepts, for the cached pages (their copies
 * made once, cache.ts) and for the answers rendered for one request alone (rendered.ts).
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyRequest } from "fastify";

const brotli = promisify(zlib.brotliCompress);
export const gzip = promisify(zlib.gzip);

export type Encoding = "br" | "gzip" | "identity";
const ENCODINGS: Encoding[] = ["br", "gzip", "identity"];

/** Quick enough to make while a visitor waits (a few ms a page). */
export const BROTLI_QUICK = 5;
export const BROTLI_BEST = 11;

export function acceptedEncoding(request: FastifyRequest): Encoding {
  return (negotiate(request.headers["accept-encoding"] ?? "", ENCODINGS) as Encoding | null) ?? "identity";
}

export function brotliAt(data: Buffer, quality: number): Promise<Buffer> {
  return brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}
