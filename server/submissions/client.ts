import { createHmac } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { LANDING_HEADER, LANDING_HEADER_MAX } from "#contracts/attribution.ts";
import { addressKey } from "#server/security/client-address.ts";

export interface ClientInfo {
  /**
   * HMAC-SHA256 of the address (an IPv6 address's /64) with IP_HASH_SALT: lets staff spot repeats and keys
   * the hold thresholds, never reveals the address.
   */
  ipHash: string;
  referer: string | null;
  userAgent: string | null;
  /**
   * The page script's LANDING_HEADER, cut to its bound and read by the submission service; not stored as
   * it is (the service keeps its cleaned values). Absent where no request gave one.
   */
  landing?: string | null;
}

export function hashAddress(address: string, salt: string): string {
  return createHmac("sha256", salt).update(address).digest("hex");
}

function header(value: string | string[] | undefined, max: number): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.slice(0, max) : null;
}

/**
 * What a submission keeps of its request. `landingField`: a native post's LANDING_FIELD, which a native post
 * carries instead of the page script's LANDING_HEADER; either is cut to the same bound.
 */
export function clientInfo(request: FastifyRequest, salt: string, landingField?: string): ClientInfo {
  return {
    ipHash: hashAddress(addressKey(request.ip), salt),
    referer: header(request.headers.referer, 2000),
    userAgent: header(request.headers["user-agent"], 500),
    landing: header(landingField || request.headers[LANDING_HEADER], LANDING_HEADER_MAX),
  };
}
