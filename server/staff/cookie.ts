/**
 * The staff session's cookie, set by hand: its value is a random id whose hash is looked up, so no signing
 * is needed.
 */
import { STAFF_PATH } from "#contracts/staff-urls.ts";

export const COOKIE = "novo_staff";

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/** `secure`: SITE_ORIGIN is https:// (a proxy's header says nothing about what the browser sees). */
export function sessionCookie(
  secure: boolean,
  value: string,
  maxAgeSeconds?: number,
  cookiePath: string = STAFF_PATH,
): string {
  const attributes = [`${COOKIE}=${value}`, `Path=${cookiePath}`, "HttpOnly", "SameSite=Strict"];
  if (secure) attributes.push("Secure");
  if (maxAgeSeconds !== undefined) attributes.push(`Max-Age=${maxAgeSeconds}`);
  return attributes.join("; ");
}
