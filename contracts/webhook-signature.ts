/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` + base64 of 24 to 64
 * random bytes; the signature is `v1,` + base64 of HMAC-SHA256 over "{webhook-id}.{webhook-timestamp}.{body}"
 * keyed with the decoded bytes. No dependency, so the configuration check (config/env.ts) and the server share it.
 */
import { createHmac } from "node:crypto";

const prefix = "whsec_";
/** The spec's bounds for the decoded secret. */
const minBytes = 24;
const maxBytes = 64;

/**
 * The HMAC key of a `whsec_<base64>` secret (the prefix is optional, as in the standardwebhooks library), or
 * null when it is not strict base64 of 24 to 64 bytes. Never echoes the value.
 */
export function decodeWebhookSecret(secret: string): Buffer | null {
  const encoded = secret.startsWith(prefix) ? secret.slice(prefix.length) : secret;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return null;
  const key = Buffer.from(encoded, "base64");
  return key.length >= minBytes && key.length <= maxBytes ? key : null;
}

export const webhookSecretFormat = `${prefix}<base64 of ${minBytes} to ${maxBytes} random bytes>`;

/** The `webhook-signature` header value for one attempt. */
export function signWebhook(key: Buffer, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`, "utf8").digest("base64");
  return `v1,${mac}`;
}
