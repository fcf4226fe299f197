/**
 * Delivers one webhook row: an HTTP POST of the stored body, signed for this attempt. Any 2xx is delivered.
 * A 4xx other than 408/429, or a redirect, will not change by retrying: dead at once. 5xx, 408, 429, a
 * timeout or no connection: thrown as ordinary failures, so the worker retries with its backoff.
 * Errors name the endpoint's host and the status only: never the body, the path (a hook URL's path is often
 * its only credential) or the answer (it may quote the body).
 */

import { decodeWebhookSecret, signWebhook } from "#contracts/webhook-signature.ts";
import type { OutboxRow } from "#server/db/schema.ts";
import { PermanentDeliveryError } from "#server/outbox/errors.ts";
import { webhookId } from "./payload";

export type WebhookSender = (row: OutboxRow) => Promise<void>;

export interface WebhookSenderOptions {
  /** WEBHOOK_SECRET, already checked by the configuration. */
  secret: string;
  timeoutMs?: number;
  /** Seconds since the epoch; tests pin it. */
  now?: () => number;
}

const retryable4xx = new Set([408, 429]);

function reason(error: unknown): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return "timed out";
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === "string" ? cause.code : "no answer";
}

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const key = decodeWebhookSecret(options.secret);
  if (!key) throw new Error("WEBHOOK_SECRET is not a valid whsec_ secret");
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  return async (row) => {
    const url = new URL(row.recipient);
    const id = webhookId(row);
    const timestamp = now();
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "Novo-Webhooks/1",
          "webhook-id": id,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": signWebhook(key, id, timestamp, row.textBody),
        },
        body: row.textBody,
        // A POST that follows a redirect may turn into a GET elsewhere: the endpoint must be the final URL.
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new Error(`webhook: ${reason(error)} from ${url.host}`);
    }
    // The answer is not read (it may quote the body); cancelling frees the connection.
    await response.body?.cancel().catch(() => {});
    const { status } = response;
    if (status >= 200 && status < 300) return;
    const message = `webhook: HTTP ${status} from ${url.host}`;
    if (status >= 300 && status < 400)
      throw new PermanentDeliveryError(`${message} (a redirect: set WEBHOOK_URLS to the final address)`);
    if (status >= 400 && status < 500 && !retryable4xx.has(status)) throw new PermanentDeliveryError(message);
    throw new Error(message);
  };
}
